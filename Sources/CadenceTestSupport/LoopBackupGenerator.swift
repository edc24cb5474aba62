import CadenceCore
import CadenceImport
import Foundation

/// Writes a synthetic Loop Habit Tracker backup (`pragma user_version` 25) for benchmarks and
/// tests (docs/import-export.md: "an import of a Loop backup with 100 habits and 10 years of daily
/// check-ins takes under 2 s in a release build"). Deterministic: the same arguments write the
/// same rows.
///
/// Three habits in four are yes/no habits with a variety of frequencies, colors and reminders,
/// checked on most days (some days `SKIP`, `NO` or `YES_AUTO`, a few with notes); every fourth is
/// numerical (km, pages or minutes, at least or at most a target). Every habit has one entry per
/// day for `years × 365` days ending on `lastDay`.
public enum LoopBackupGenerator {
    /// 2025-12-31.
    public static let defaultLastDay = Day(ordinal: 20_453)

    /// Writes the backup to `url` (replacing any file there) and returns how many entries it holds.
    @discardableResult
    public static func write(to url: URL, habits: Int, years: Int, endingOn lastDay: Day = defaultLastDay) throws -> Int {
        let days = max(1, years * 365)
        let firstDay = lastDay.adding(days: -(days - 1))
        var random = SplitMix64(seed: 2025)
        let frequencies = [(1, 1), (1, 1), (5, 7), (3, 7), (12, 30), (2, 3)]
        let units = ["km", "pages", "min"]
        var rows: [LoopBackupWriter.HabitRow] = []
        var entries: [LoopBackupWriter.EntryRow] = []
        entries.reserveCapacity(habits * days)
        for index in 0..<habits {
            let numerical = index % 4 == 3
            let (numerator, denominator) = numerical ? (1, 1) : frequencies[index % frequencies.count]
            let hasReminder = index % 3 == 0
            let id = Int64(index + 1)
            rows.append(
                LoopBackupWriter.HabitRow(
                    id: id, name: "Habit \(index + 1)", description: "Generated habit number \(index + 1)",
                    question: "Did you do habit \(index + 1)?", numerator: numerator, denominator: denominator,
                    color: index % 20, position: index, reminderHour: hasReminder ? 7 + index % 12 : nil,
                    reminderMinute: hasReminder ? (index * 7) % 60 : nil, reminderDays: 127 - index % 5,
                    type: numerical ? 1 : 0, targetType: numerical && index % 8 == 7 ? 1 : 0,
                    targetValue: numerical ? Double(5 + index % 20) : 0,
                    unit: numerical ? units[index % units.count] : "",
                    uuid: String(format: "%032x", index + 1)))
            for offset in 0..<days {
                let day = firstDay.adding(days: offset)
                let roll = random.next() % 100
                let value: Int
                if numerical {
                    value = roll < 5 ? LoopEntry.skip : 1000 + Int(random.next() % 9000)
                } else {
                    switch roll {
                    case 0..<4: value = LoopEntry.skip
                    case 4..<10: value = LoopEntry.no
                    case 10..<14: value = LoopEntry.yesAuto
                    default: value = LoopEntry.yesManual
                    }
                }
                entries.append(
                    LoopBackupWriter.EntryRow(
                        habit: id, timestamp: day.utcMidnightMilliseconds, value: value,
                        notes: roll == 99 ? "Note on \(day)" : nil))
            }
        }
        try LoopBackupWriter.write(to: url, version: 25, habits: rows, entries: entries)
        return entries.count
    }
}
