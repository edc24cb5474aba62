import Foundation

/// How one user's instants become days: an IANA time zone, a day-start hour and a week start.
///
/// docs/domain-rules.md §1: a check-in's day is the civil date in the user's zone, shifted by *day start*
/// (with day start 4, 01:30 belongs to the previous date). Instants become days only here.
public struct UserCalendar: Sendable, Hashable {
    /// The IANA zone.
    public let timeZone: TimeZone
    /// Hour 0–23 at which a new day begins.
    public let dayStartHour: Int
    /// The first day of a week.
    public let weekStart: Weekday

    private let calendar: Calendar

    /// Creates a calendar; `dayStartHour` must be 0–23.
    public init(timeZone: TimeZone, dayStartHour: Int = 0, weekStart: Weekday = .monday) {
        self.timeZone = timeZone
        self.dayStartHour = min(max(dayStartHour, 0), 23)
        self.weekStart = weekStart
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The calendar for a user's settings; the zone must be a known IANA identifier.
    public init(settings: UserSettings) throws(CadenceError) {
        guard let zone = TimeZone(identifier: settings.timeZoneIdentifier) else {
            throw CadenceError(.timeZoneUnknown, field: "timeZone", "unknown time zone '\(settings.timeZoneIdentifier)'")
        }
        self.init(timeZone: zone, dayStartHour: settings.dayStartHour, weekStart: settings.weekStart)
    }

    /// docs/domain-rules.md §1: the day an instant belongs to, in this zone with this day start.
    public func day(containing instant: Date) -> Day {
        let parts = calendar.dateComponents([.year, .month, .day, .hour], from: instant)
        guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day,
            let civil = Day(year: year, month: month, day: dayOfMonth)
        else {
            return Day(utcDateOf: instant)
        }
        let hour = parts.hour ?? 0
        return hour < dayStartHour ? civil.adding(days: -1) : civil
    }

    /// The local wall-clock time of an instant, as minutes after midnight (0–1439).
    public func minuteOfDay(of instant: Date) -> Int {
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }

    /// The instant at which the civil date `day` shows `hour:minute` on the wall clock.
    ///
    /// docs/domain-rules.md §9: a wall time that does not exist (spring forward) resolves to the same
    /// wall time moved on by the length of the gap — one hour in most zones, so 02:30 becomes
    /// 03:30; half an hour on Lord Howe Island — and one that exists twice (fall back) resolves
    /// to the first. (docs/domain-rules.md §1: so `start(of:)` is the first instant of the day in every zone.)
    public func instant(on day: Day, hour: Int, minute: Int) -> Date {
        let (year, month, dayOfMonth) = day.components
        let wanted = DateComponents(year: year, month: month, day: dayOfMonth, hour: hour, minute: minute)
        // The wall time read as if it were UTC: subtracting an offset of the zone gives an instant.
        let wall = Date(timeIntervalSince1970: Double(day.ordinal) * 86_400 + Double(hour * 3600 + minute * 60))
        guard let candidate = calendar.date(from: wanted) else { return wall }
        // The wall time read with the offset in force before any change that day (changes are months apart).
        let offsetBefore = timeZone.secondsFromGMT(for: candidate.addingTimeInterval(-86_400))
        let beforeChange = wall.addingTimeInterval(-Double(offsetBefore))
        if wallClock(of: candidate) == (day, hour, minute) {
            // A wall time that occurs twice resolves to its first occurrence.
            return wallClock(of: beforeChange) == (day, hour, minute) ? min(beforeChange, candidate) : candidate
        }
        // The wall time does not exist: read with the earlier offset, it lands the gap's length later.
        return beforeChange
    }

    private func wallClock(of instant: Date) -> (Day, Int, Int) {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        let civil = Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? Day(ordinal: 0)
        return (civil, parts.hour ?? 0, parts.minute ?? 0)
    }

    /// The instant at which `day` begins for this user (its day-start hour, local time).
    public func start(of day: Day) -> Date {
        instant(on: day, hour: dayStartHour, minute: 0)
    }
}
