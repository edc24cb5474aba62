import Foundation

/// UTC dates and instants counted in milliseconds since 1970 (docs/domain-rules.md §1): how Loop
/// stamps an entry (the UTC midnight of its local date) and how the export format writes
/// instants. A UTC day is exactly 86,400,000 ms — no leap seconds, no zone — so this is integer
/// arithmetic, done here once; a person's own days (with their zone, DST and day-start hour)
/// are `UserCalendar`'s.
extension Day {
    /// The length of a UTC day.
    public static let millisecondsPerDay: Int64 = 86_400_000

    /// The UTC date holding the instant `milliseconds` after 1970-01-01T00:00Z, and how many
    /// milliseconds into that date it lies (0 ..< `millisecondsPerDay`). Floor division that
    /// cannot overflow: even `Int64.min` gives a (far, unsupported) day rather than a trap.
    public static func utcDate(ofMilliseconds milliseconds: Int64) -> (day: Day, millisecondOfDay: Int64) {
        let ordinal = milliseconds >= 0 ? milliseconds / millisecondsPerDay : -((-(milliseconds + 1)) / millisecondsPerDay) - 1
        let remainder = milliseconds % millisecondsPerDay
        return (Day(ordinal: Int(ordinal)), remainder < 0 ? remainder + millisecondsPerDay : remainder)
    }

    /// The milliseconds since 1970-01-01T00:00Z of this date's UTC midnight; clamped to
    /// `Int64`'s range for an ordinal far outside `Day.supported` (never a trap).
    public var utcMidnightMilliseconds: Int64 {
        let (product, overflow) = Int64(ordinal).multipliedReportingOverflow(by: Self.millisecondsPerDay)
        guard !overflow else { return ordinal < 0 ? .min : .max }
        return product
    }

    /// The dates that can be someone's today at `instant`, in any zone (UTC−12 … UTC+14) and with
    /// any day-start hour (up to 23, which moves today a day back): the UTC date − 2 through + 1.
    /// A service reads the facts of these days before it knows the user's calendar.
    public static func possibleTodays(at instant: Date) -> ClosedRange<Day> {
        let utcToday = Day(utcDateOf: instant)
        return utcToday.adding(days: -2)...utcToday.adding(days: 1)
    }
}
