import CadenceCore
import Foundation
import GRDB

/// How Rewire's stored values become Cadence's (docs/import-export.md "Rewire",
/// docs/domain-rules.md §2 schedules, §9 reminders): schedules, weekday lists, reminder times
/// and `YYYYMMDD` dates. Every function answers `nil` or throws for a value it cannot read;
/// none traps.
enum RewireMapping {
    /// `habits.period` of a "n days per period" schedule: 0 a week, 1 a month, 2 a year.
    static let periodLengths = [7, 31, 365]

    /// The check-in `type` that means done (the only one whose meaning is known).
    static let doneType = 2

    /// The schedule of a habit row: `schedule` 0 is fixed weekdays (`active_days`), 1 is `days`
    /// per `period`, 2 is every `repeating_count` days.
    static func schedule(
        kind: Int?, activeDays: DatabaseValue?, days: Int?, period: Int?, repeating: Int?, at location: String
    ) throws(ImportIssue) -> Schedule {
        switch kind {
        case 0:
            guard let weekdays = try weekdays(activeDays, at: location, field: "active_days"), !weekdays.isEmpty else {
                throw ImportIssue(location, field: "active_days", "a habit on fixed weekdays has no weekday")
            }
            return weekdays.count == 7 ? .daily : .weekdays(weekdays)
        case 1:
            guard let period, periodLengths.indices.contains(period) else {
                throw ImportIssue(
                    location, field: "period", "\(period.map { String($0) } ?? "no period") is not 0 (week), 1 (month) or 2 (year)")
            }
            let length = periodLengths[period]
            guard let days, (1...length).contains(days) else {
                throw ImportIssue(
                    location, field: "days",
                    "\(days.map { String($0) } ?? "no count") is not a number of days from 1 to \(length)")
            }
            switch period {
            case 0: return days == 7 ? .daily : .timesPerWeek(days)
            case 1: return .timesPerMonth(days)
            default: return .timesInDays(days, length)
            }
        case 2:
            guard let repeating, (1...365).contains(repeating) else {
                throw ImportIssue(
                    location, field: "repeating_count",
                    "\(repeating.map { String($0) } ?? "no interval") is not an interval of 1 to 365 days")
            }
            return repeating == 1 ? .daily : .everyNDays(repeating)
        default:
            throw ImportIssue(
                location, field: "schedule",
                "\(kind.map { String($0) } ?? "no schedule") is not a Rewire schedule (0 weekdays, 1 days per period, 2 repeating)")
        }
    }

    /// A comma-separated list of Rewire weekdays, 0 = Sunday … 6 = Saturday (a single day may be
    /// stored as an integer); `nil` when there is none.
    static func weekdays(_ value: DatabaseValue?, at location: String, field: String) throws(ImportIssue)
        -> Set<Weekday>?
    {
        guard let value, !value.isNull else { return nil }
        let text: String
        switch value.storage {
        case .string(let stored): text = stored
        case .int64(let number): text = String(number)
        default:
            throw ImportIssue(location, field: field, "\(SQLiteBackup.quoted(value)) is not a list of weekdays")
        }
        guard text.count <= 64 else {
            throw ImportIssue(location, field: field, "\(InputExcerpt.quoted(text)) is not a list of weekdays")
        }
        var days: Set<Weekday> = []
        for part in text.split(separator: ",") {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let number = Int(trimmed), (0...6).contains(number) else {
                throw ImportIssue(
                    location, field: field,
                    "\(InputExcerpt.quoted(trimmed)) in \(InputExcerpt.quoted(text)) is not a weekday (0 Sunday … 6 Saturday)")
            }
            days.insert(number == 0 ? .sunday : Weekday(rawValue: number) ?? .sunday)
        }
        return days
    }

    /// A reminder row: `time` in minutes after midnight, `active_days` its weekdays (all seven,
    /// or none given, means no weekday limit). `nil` for a time Rewire shows as no reminder.
    static func reminder(time: DatabaseValue?, activeDays: DatabaseValue?, at location: String) throws(ImportIssue)
        -> Reminder?
    {
        guard let time, !time.isNull else { return nil }
        guard let minutes = SQLiteBackup.integer(time) else {
            throw ImportIssue(location, field: "time", "\(SQLiteBackup.quoted(time)) is not a number of minutes")
        }
        guard (1..<1440).contains(minutes) else { return nil }
        let days = try weekdays(activeDays, at: location, field: "active_days") ?? []
        return Reminder(hour: minutes / 60, minute: minutes % 60, weekdays: days.count == 7 ? [] : days)
    }

    /// A check-in's `date`: `YYYYMMDD` as text or as an integer. Throws for anything else,
    /// a year outside 1–9999 included (so no day arithmetic can overflow).
    static func day(_ value: DatabaseValue, at location: String) throws(ImportIssue) -> Day {
        let digits: String
        switch value.storage {
        case .string(let text): digits = text.trimmingCharacters(in: .whitespaces)
        case .int64(let number): digits = String(number)
        default: digits = ""
        }
        guard digits.count == 8, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(digits), number >= 10_000_000,
            let day = Day(year: number / 10_000, month: number / 100 % 100, day: number % 100)
        else {
            throw ImportIssue(location, field: "date", "\(SQLiteBackup.quoted(value)) is not a date (YYYYMMDD)")
        }
        return day
    }
}
