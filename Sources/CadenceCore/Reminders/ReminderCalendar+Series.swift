import Foundation

extension ReminderCalendar {
    /// How far the recurring events reach after the single events: a year.
    public static let seriesSpan: TimeInterval = 366 * 86_400

    /// docs/domain-rules.md §17 The calendar feed's recurring events: one
    /// `VEVENT` per series — UID `cadence-series-<reminder id>@cadence`, `DTSTART` at its first
    /// firing's wall time in the user's zone (`TZID`, or UTC with `Z`), `RRULE` with `UNTIL` its
    /// last firing, `EXDATE`s for the dates left out, and a display alarm.
    static func lines(of series: ReminderSeries, calendar: UserCalendar, stamp: Date) -> [String] {
        let zone = calendar.timeZone
        let isUTC = zone.secondsFromGMT() == 0 && ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Z"].contains(zone.identifier)
        func local(_ day: Day) -> String {
            let (year, month, date) = day.components
            let time = String(format: "%02d%02d00", series.reminder.hour, series.reminder.minute)
            return String(format: "%04d%02d%02d", year, month, date) + "T" + time
        }
        var lines = [
            "BEGIN:VEVENT",
            "UID:cadence-series-\(series.reminderID)@cadence",
            "DTSTAMP:" + utc(stamp),
            isUTC ? "DTSTART:" + utc(series.first.at) : "DTSTART;TZID=\(zone.identifier):" + local(series.first.day),
            "DURATION:PT5M",
            "RRULE:" + series.rule + ";UNTIL=" + utc(series.last.at),
        ]
        if !series.excluded.isEmpty {
            let dates = series.excluded.map { day in
                isUTC ? utc(ReminderPlanner.instant(of: series.reminder, for: day, calendar: calendar)) : local(day)
            }
            lines.append((isUTC ? "EXDATE:" : "EXDATE;TZID=\(zone.identifier):") + dates.joined(separator: ","))
        }
        let name = series.habit.name
        lines += [
            "SUMMARY:" + escaped(name),
            "DESCRIPTION:" + escaped("\(name) — \(series.habit.schedule.summary) at \(series.reminder.timeText)"),
            "TRANSP:TRANSPARENT",
            "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + escaped(name), "TRIGGER:PT0S", "END:VALARM",
            "END:VEVENT",
        ]
        return lines
    }
}
