import CadenceCore
import Foundation

/// Apple Health's instants, `2024-03-31 01:30:00 +0100` (docs/import-export.md "Apple Health"):
/// the offset only fixes the instant; the day it belongs to is the person's (docs/domain-rules.md
/// §20 Health import from the phone).
enum HealthTimestamp {
    /// Seconds since 1970 of `bytes`, or `nil` when they are not such a timestamp.
    static func seconds(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard bytes.count == 25 else { return nil }
        let base = bytes.startIndex
        func number(_ at: Int, _ length: Int) -> Int? {
            var result = 0
            for index in base + at..<base + at + length {
                let digit = Int(bytes[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                result = result * 10 + digit
            }
            return result
        }
        func byte(_ at: Int) -> UInt8 { bytes[base + at] }
        guard byte(4) == UInt8(ascii: "-"), byte(7) == UInt8(ascii: "-"), byte(10) == UInt8(ascii: " "),
            byte(13) == UInt8(ascii: ":"), byte(16) == UInt8(ascii: ":"), byte(19) == UInt8(ascii: " "),
            byte(20) == UInt8(ascii: "+") || byte(20) == UInt8(ascii: "-"),
            let year = number(0, 4), let month = number(5, 2), let dayOfMonth = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            let offsetHours = number(21, 2), let offsetMinutes = number(23, 2),
            hour < 24, minute < 60, second < 61, offsetHours < 19, offsetMinutes < 60,
            let day = Day(year: year, month: month, day: dayOfMonth)
        else { return nil }
        let offset = (offsetHours * 3_600 + offsetMinutes * 60) * (byte(20) == UInt8(ascii: "-") ? -1 : 1)
        return day.ordinal * 86_400 + hour * 3_600 + minute * 60 + second - offset
    }
}
