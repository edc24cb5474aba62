import CadenceCore
import Foundation

/// How Habitica's dates become Cadence's instants and days (docs/import-export.md "Habitica";
/// docs/domain-rules.md §1, §7 "Dates"). Habitica keeps instants only: history entries in
/// milliseconds since 1970, other dates as ISO 8601 text. A moment something was done (a
/// history entry, a check-off) falls on the user's day by the user's calendar, day start
/// included; a date Habitica stores as a local midnight (a daily's start date, a to-do's due
/// date) is the civil date in the user's time zone, so that a day start after midnight does
/// not move it to the day before. Every instant must lie in 1900-01-01 … 2199-12-31 and a
/// number of milliseconds must be whole; anything else is an error naming where it is.
enum HabiticaTime {
    /// The milliseconds since 1970 Cadence accepts: the instants of `Day.supported` (UTC).
    static let milliseconds: ClosedRange<Int64> =
        Day.supported.lowerBound.utcMidnightMilliseconds...(Day.supported.upperBound.adding(days: 1).utcMidnightMilliseconds - 1)

    /// The instant `stamp` names, or an issue at `location`/`field` saying why it is none.
    static func instant(_ stamp: HabiticaTask.Stamp, location: String, field: String) throws(ImportIssue) -> Date {
        switch stamp {
        case .milliseconds(let value):
            guard let whole = NumericBoundary.integer64(value, in: milliseconds) else {
                throw ImportIssue(
                    location, field: field,
                    "\(value.formatted) is not a date: expected whole milliseconds since 1970 within the years 1900–2199")
            }
            return Date(timeIntervalSince1970: Double(whole) / 1000)
        case .text(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard let date = FlexibleDate(text: trimmed) else {
                throw ImportIssue(location, field: field, "\(InputExcerpt.quoted(trimmed)) is not an ISO 8601 date")
            }
            switch date {
            case .instant(let instant):
                guard milliseconds.contains(NumericBoundary.clamped64(instant.timeIntervalSince1970 * 1000, rounding: .down))
                else {
                    throw ImportIssue(location, field: field, "\(InputExcerpt.quoted(trimmed)) is outside the years 1900–2199")
                }
                return instant
            case .day(let day):
                return Date(timeIntervalSince1970: Double(day.utcMidnightMilliseconds) / 1000)
            }
        }
    }

    /// The user's day of the moment `stamp` names (a check-off, a history entry).
    static func day(
        of stamp: HabiticaTask.Stamp, calendar: UserCalendar, location: String, field: String
    ) throws(ImportIssue) -> (day: Day, at: Date) {
        let instant = try Self.instant(stamp, location: location, field: field)
        return (calendar.day(containing: instant), instant)
    }

    /// The civil date of a date Habitica keeps as a local midnight (a start or due date): a
    /// `YYYY-MM-DD` text as written, an instant by the user's time zone without the day start.
    static func civilDay(
        of stamp: HabiticaTask.Stamp, calendar: UserCalendar, location: String, field: String
    ) throws(ImportIssue) -> Day {
        if case .text(let text) = stamp, let day = Day(text.trimmingCharacters(in: .whitespaces)) { return day }
        let instant = try Self.instant(stamp, location: location, field: field)
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let parts = gregorian.dateComponents([.year, .month, .day], from: instant)
        guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day,
            let day = Day(year: year, month: month, day: dayOfMonth), Day.supported.contains(day)
        else {
            return calendar.day(containing: instant)
        }
        return day
    }

    /// The local time of day of a reminder's `time`, in the user's time zone.
    static func reminder(
        _ stamp: HabiticaTask.Stamp, calendar: UserCalendar, location: String, field: String
    ) throws(ImportIssue) -> Reminder {
        let minutes = calendar.minuteOfDay(of: try Self.instant(stamp, location: location, field: field))
        return Reminder(hour: minutes / 60 % 24, minute: minutes % 60)
    }
}
