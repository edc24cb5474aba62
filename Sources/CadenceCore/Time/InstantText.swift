import Foundation

/// docs/domain-rules.md §1 "Instants as text": the one ISO 8601 (RFC 3339) instant codec of every
/// surface — the JSON contract, the API's `date-time` format and query parameters, sync, import
/// and export, the command line's `--now`.
///
/// Accepted: `YYYY-MM-DDTHH:MM:SS`, optionally a fraction of any number of digits (`.5`, `.125`,
/// `.123456789`), then `Z` or an offset `±HH:MM`. The `T` and `Z` may be lower case. Refused:
/// a missing zone, missing seconds, a space instead of `T`, `+HHMM`, leap second 60. Written:
/// UTC with `Z`, whole seconds (`text`) or milliseconds (`millisecondText`, the export's
/// lossless form). A fraction is read exactly to the millisecond (the store keeps whole ones).
public enum InstantText {
    /// `date` as `YYYY-MM-DDTHH:MM:SSZ`, the second it falls in.
    public static func text(_ date: Date) -> String {
        let (day, rest) = Day.utcDate(ofMilliseconds: milliseconds(date, rounding: .down))
        return "\(day)T\(clock(rest))Z"
    }

    /// `date` as `YYYY-MM-DDTHH:MM:SS.sssZ`, rounded to the millisecond.
    public static func millisecondText(_ date: Date) -> String {
        let (day, rest) = Day.utcDate(ofMilliseconds: milliseconds(date, rounding: .toNearestOrAwayFromZero))
        return "\(day)T\(clock(rest)).\(pad(rest % 1000, 3))Z"
    }

    /// The instant `text` names, or `nil` when it is not one of the accepted forms.
    public static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes[4] == dash, bytes[7] == dash, bytes[10] | 0x20 == UInt8(ascii: "t"),
            bytes[13] == colon, bytes[16] == colon,
            let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let dayOfMonth = number(bytes[8..<10]),
            let day = Day(year: year, month: month, day: dayOfMonth),
            let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        var fraction = 0.0
        var milliseconds: Int64 = 0
        if bytes[index] == UInt8(ascii: ".") {
            let digits = bytes[(index + 1)...].prefix { $0 >= zero && $0 <= zero + 9 }
            guard !digits.isEmpty, let head = number(digits.prefix(3)) else { return nil }
            milliseconds = Int64(head) * [100, 10, 1][digits.prefix(3).count - 1]
            if digits.count > 3 { fraction = Double("0." + String(decoding: digits.dropFirst(3), as: UTF8.self)) ?? 0 }
            index += 1 + digits.count
        }
        guard let offset = offsetMinutes(bytes[index...]) else { return nil }
        let local = day.utcMidnightMilliseconds + Int64(hour * 3_600_000 + minute * 60_000 + second * 1000) + milliseconds  // integer-only
        let utc = local - Int64(offset) * 60_000
        return Date(timeIntervalSince1970: Double(utc) / 1000 + fraction / 1000)
    }

    private static let dash = UInt8(ascii: "-")
    private static let colon = UInt8(ascii: ":")
    private static let zero = UInt8(ascii: "0")

    /// `Z` (0) or `±HH:MM` in minutes east of UTC; `nil` for anything else.
    private static func offsetMinutes(_ bytes: ArraySlice<UInt8>) -> Int? {
        let zone = Array(bytes)
        if zone.count == 1, zone[0] | 0x20 == UInt8(ascii: "z") { return 0 }
        guard zone.count == 6, zone[0] == UInt8(ascii: "+") || zone[0] == dash, zone[3] == colon,
            let hours = number(zone[1..<3]), let minutes = number(zone[4..<6]), hours < 24, minutes < 60
        else { return nil }
        return (zone[0] == dash ? -1 : 1) * (hours * 60 + minutes)
    }

    private static func number(_ digits: some Collection<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= zero, digit <= zero + 9 else { return nil }
            value = value * 10 + Int(digit - zero)
        }
        return value
    }

    private static func milliseconds(_ date: Date, rounding: FloatingPointRoundingRule) -> Int64 {
        NumericBoundary.clamped64(date.timeIntervalSince1970 * 1000, rounding: rounding)
    }

    /// `HH:MM:SS` of a millisecond of the day.
    private static func clock(_ millisecondOfDay: Int64) -> String {
        let hour = millisecondOfDay / 3_600_000
        let minute = millisecondOfDay / 60_000 % 60
        let second = millisecondOfDay / 1000 % 60
        return "\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
