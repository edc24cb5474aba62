import Foundation

/// A civil date (`YYYY-MM-DD`) in the proleptic Gregorian calendar: the unit of every habit rule.
///
/// docs/domain-rules.md §1: a check-in belongs to a *day*; day arithmetic is calendar arithmetic, never
/// `86_400 s` steps. A `Day` is stored as its ordinal (days since 1970-01-01), so adding days,
/// comparing and counting are integer operations that no time zone or DST change can disturb.
public struct Day: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Days since 1970-01-01 (which is ordinal 0, a Thursday).
    public let ordinal: Int

    /// Creates a day from its ordinal (days since 1970-01-01).
    public init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// Creates a day from its civil fields, or `nil` when they do not name a real date.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Day.daysInMonth(year: year, month: month)).contains(day) else {
            return nil
        }
        ordinal = Day.ordinal(year: year, month: month, day: day)
    }

    /// docs/domain-rules.md §7 "Dates": every date given as input — a start or end date, a
    /// check-in's or a skip's date, an imported day — lies in 1900-01-01 … 2199-12-31.
    public static let supported = Day(ordinal: -25_567)...Day(ordinal: 84_005)

    /// The UTC date of an instant (for clock instants, which are never input); far-off
    /// instants clamp to a billion days either side of 1970 instead of trapping.
    public init(utcDateOf instant: Date) {
        self.init(
            ordinal: NumericBoundary.clamped(
                instant.timeIntervalSince1970 / 86_400, rounding: .down, to: -1_000_000_000...1_000_000_000))
    }

    /// Parses `YYYY-MM-DD` within `Day.supported`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            let parsed = Day(year: year, month: month, day: day), Day.supported.contains(parsed)
        else { return nil }
        self = parsed
    }

    /// The civil fields of this day.
    public var components: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days, for the proleptic Gregorian calendar.
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    public var year: Int { components.year }
    public var month: Int { components.month }
    public var dayOfMonth: Int { components.day }

    /// docs/domain-rules.md §1: ISO 8601 weekday, 1 = Monday … 7 = Sunday.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (ISO 4).
        let zeroBased = ((ordinal + 3) % 7 + 7) % 7
        return Weekday(rawValue: zeroBased + 1) ?? .monday
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> Day {
        Day(ordinal: ordinal + count)
    }

    /// Whole days from this day to `other` (positive when `other` is later).
    public func days(until other: Day) -> Int {
        other.ordinal - ordinal
    }

    /// The first day of this day's calendar month.
    public var firstOfMonth: Day {
        let (year, month, _) = components
        return Day(ordinal: Day.ordinal(year: year, month: month, day: 1))
    }

    /// The last day of this day's calendar month.
    public var lastOfMonth: Day {
        let (year, month, _) = components
        return Day(ordinal: Day.ordinal(year: year, month: month, day: Day.daysInMonth(year: year, month: month)))
    }

    /// The first day of the week containing this day, for weeks starting on `weekStart`.
    public func firstOfWeek(startingOn weekStart: Weekday) -> Day {
        let back = (weekday.rawValue - weekStart.rawValue + 7) % 7
        return adding(days: -back)
    }

    /// The same day of month `count` months later, clamped to the target month's length.
    public func adding(months count: Int) -> Day {
        let (year, month, day) = components
        let monthIndex = year * 12 + (month - 1) + count
        let newYear = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
        let newMonth = monthIndex - newYear * 12 + 1
        let newDay = min(day, Day.daysInMonth(year: newYear, month: newMonth))
        return Day(ordinal: Day.ordinal(year: newYear, month: newMonth, day: newDay))
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let (year, month, day) = components
        let yearText = String(year)
        let paddedYear = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
        return "\(paddedYear)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = Day(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "expected a date YYYY-MM-DD from \(Day.supported.lowerBound) to \(Day.supported.upperBound), got "
                    + "\(text.prefix(24).debugDescription)"
            )
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Whether `year` is a Gregorian leap year.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in a calendar month.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func ordinal(year: Int, month: Int, day: Int) -> Int {
        // Howard Hinnant's days_from_civil.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension Day {
    /// Every day from `self` through `last`, inclusive (empty when `last` is earlier).
    public func through(_ last: Day) -> [Day] {
        guard last >= self else { return [] }
        return (ordinal...last.ordinal).map(Day.init(ordinal:))
    }
}
