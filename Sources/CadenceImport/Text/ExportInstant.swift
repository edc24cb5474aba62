import CadenceCore
import Foundation

/// How the export document writes instants: ISO 8601 in UTC with milliseconds
/// (`2025-03-10T12:00:00.125Z`), which round-trips every instant the store keeps (it stores
/// whole milliseconds) — the contract's whole-second form would lose the fraction.
enum ExportInstant {
    /// `date` as `YYYY-MM-DDTHH:MM:SS.sssZ`, rounded to the millisecond.
    static func text(_ date: Date) -> String {
        let milliseconds = NumericBoundary.clamped64(date.timeIntervalSince1970 * 1000)
        let (day, rest) = Day.utcDate(ofMilliseconds: milliseconds)
        let hour = rest / 3_600_000
        let minute = rest / 60_000 % 60
        let second = rest / 1000 % 60
        let fraction = rest % 1000
        return "\(day)T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2)).\(pad(fraction, 3))Z"
    }

    /// Parses an ISO 8601 instant with or without fractional seconds and with `Z` or an offset.
    static func date(_ text: String) -> Date? {
        if let fast = utcMilliseconds(text) { return fast }
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
        return try? Date.ISO8601FormatStyle().parse(text)
    }

    /// The common `YYYY-MM-DDTHH:MM:SS[.fff]Z` form, parsed exactly (no floating-point drift).
    private static func utcMilliseconds(_ text: String) -> Date? {
        let characters = Array(text.utf8)
        guard characters.count >= 20, characters.last == UInt8(ascii: "Z"), characters[10] == UInt8(ascii: "T"),
            characters[13] == UInt8(ascii: ":"), characters[16] == UInt8(ascii: ":"),
            let day = Day(String(decoding: characters[0..<10], as: UTF8.self)),
            let hour = number(characters[11..<13]), let minute = number(characters[14..<16]),
            let second = number(characters[17..<19]), hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction = 0
        if characters.count > 20 {
            guard characters[19] == UInt8(ascii: "."), characters.count == 24,
                let value = number(characters[20..<23])
            else { return nil }
            fraction = value
        } else if characters.count != 20 {
            return nil
        }
        let milliseconds = day.utcMidnightMilliseconds + Int64(hour * 3_600_000 + minute * 60_000 + second * 1000 + fraction)  // integer-only
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
