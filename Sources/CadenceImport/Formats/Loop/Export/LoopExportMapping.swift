import CadenceCore
import Foundation

/// How a Cadence habit and its history become a Loop Habit Tracker habit and its entries
/// (docs/import-export.md "Loop backup export"; the inverse of `LoopHabitMapping`):
///
/// - a build habit done once a day is a yes/no habit — unless it is fed by health data
///   (docs/domain-rules.md "§18 Habits fed by health data"), which is always
///   numerical (a weight or mood link: 1 on a day logged); a day whose check-ins reach the target is
///   `YES_MANUAL` (2); every other habit is numerical — amounts per day ×1000, "at least" for
///   build habits and "at most" for quit habits — over the goal's period (1/1 a day, 1/7 a week,
///   1/30 a month);
/// - schedules become Loop's frequency `n/d`: daily 1/1, every n days 1/n, n× a week n/7, n× a
///   month n/30, n in d days n/d; chosen weekdays become their count per week (Loop has no
///   weekdays), with a warning; days of the month become their count per 30 days, an n-th
///   weekday 1/30 and every n weeks on some weekdays their count per 7n days, each with a warning
///   (Loop has no calendar days; docs/domain-rules.md §16 Schedules by the month and by the fortnight);
/// - a skipped day is `SKIP` (3); a day with a note but no check-in is `UNKNOWN` (−1) with the
///   note; a numerical day whose check-ins total 0 is 0; the day's notes (check-ins' and the
///   day's own) are joined on separate lines;
/// - the color is the Loop palette entry of the same name, or the nearest one;
/// - the first active reminder is Loop's one reminder (the weekdays it fires on as Loop's bit
///   mask: on a weekdays schedule, the due days).
enum LoopExportMapping {
    /// One Loop habit: its `Habits` row and entries, and what could not be kept exactly.
    struct Exported: Sendable {
        var row: LoopBackupHabit
        var entries: [LoopBackupEntry]
        var warnings: [String]
    }

    /// The largest numerical value Loop holds (its values are 32-bit integers, amounts ×1000).
    static let largestValue = Int(Int32.max)

    /// Maps one habit; `id` and `position` number it in the file.
    static func habit(
        _ habit: Habit, id: Int64, position: Int, checkIns: [CheckIn], records: [DayRecord], uuid: String
    ) -> Exported {
        var warnings: [String] = []
        let isBoolean =
            habit.kind == .build && habit.goal.type == .none && habit.goal.period == .day
            && habit.goal.timesPerDay == 1 && habit.linkedHealth == nil
        var row = LoopBackupHabit(
            id: id, name: habit.name, description: habit.description, numerator: 1, denominator: 1,
            color: paletteIndex(of: habit.color), position: position, archived: habit.isArchived, uuid: uuid)
        if isBoolean {
            let frequency = frequency(of: habit.schedule)
            (row.numerator, row.denominator) = (frequency.numerator, frequency.denominator)
            if case .weekdays(let days) = habit.schedule {
                warnings.append(
                    "Loop has no weekdays: on \(habit.schedule.summary) it becomes \(days.count) times per week")
            }
            if let warning = calendarWarning(habit.schedule, row.numerator, row.denominator) { warnings.append(warning) }
        } else {
            row.type = 1
            row.targetType = habit.kind == .quit ? 1 : 0
            row.targetValue = habit.goal.target
            row.unit = habit.goal.unit ?? "times"
            switch habit.goal.period {
            case .day: (row.numerator, row.denominator) = (1, 1)
            case .week: (row.numerator, row.denominator) = (1, 7)
            case .month: (row.numerator, row.denominator) = (1, 30)
            }
            if habit.goal.period == .day, habit.schedule != .daily {
                warnings.append(
                    "Loop counts a numerical habit every day; its schedule (\(habit.schedule.summary)) is not kept")
            }
        }
        if let reminder = habit.reminders.first(where: \.isActive) {
            let days = Self.firingDays(of: reminder, schedule: habit.schedule)
            if days.isEmpty, dueWeekdays(of: habit.schedule) != nil {
                warnings.append("its reminder at \(reminder.timeText) falls on no due day, so Loop gets none")
            } else {
                row.reminderHour = reminder.hour
                row.reminderMinute = reminder.minute
                row.reminderDays = reminderMask(days)
            }
            if habit.reminders.filter(\.isActive).count > 1 {
                warnings.append("Loop has one reminder: the one at \(reminder.timeText) is kept")
            }
        }
        let (entries, clamped) = self.entries(
            habitID: id, checkIns: checkIns, records: records, isBoolean: isBoolean, target: habit.goal.target)
        if clamped > 0 {
            warnings.append("\(clamped) day total(s) are larger than Loop holds; they are written as its largest value")
        }
        return Exported(row: row, entries: entries, warnings: warnings)
    }

    /// The entries: one per day with check-ins, a skip or a note, oldest first.
    private static func entries(
        habitID: Int64, checkIns: [CheckIn], records: [DayRecord], isBoolean: Bool, target: Double
    ) -> ([LoopBackupEntry], clamped: Int) {
        var totals: [Day: Double] = [:]
        var notes: [Day: [String]] = [:]
        for checkIn in checkIns.sorted(by: { ($0.day, $0.at) < ($1.day, $1.at) }) {
            totals[checkIn.day, default: 0] += checkIn.amount
            if let note = checkIn.note, !note.isEmpty { notes[checkIn.day, default: []].append(note) }
        }
        var skipped: Set<Day> = []
        for record in records {
            if record.isSkipped { skipped.insert(record.day) }
            if let note = record.note, !note.isEmpty { notes[record.day, default: []].append(note) }
        }
        var clamped = 0
        var result: [LoopBackupEntry] = []
        let days = Set(totals.keys).union(skipped).union(notes.keys).sorted()
        for day in days {
            let total = totals[day] ?? 0
            let value: Int
            if total == 0, totals[day] != nil, !isBoolean, !skipped.contains(day) {
                value = 0  // a numerical day recorded as zero (a quit habit's clean day)
            } else if total > 0 {
                if isBoolean {
                    value = total >= target ? LoopEntry.yesManual : LoopEntry.unknown
                } else if let scaled = NumericBoundary.integer((total * 1000).rounded(), in: 1...largestValue) {
                    value = scaled
                } else {
                    value = largestValue
                    clamped += 1
                }
            } else {
                value = skipped.contains(day) ? LoopEntry.skip : LoopEntry.unknown
            }
            let note = notes[day].map { $0.joined(separator: "\n") }
            result.append(
                LoopBackupEntry(habit: habitID, timestamp: day.utcMidnightMilliseconds, value: value, notes: note ?? ""))
        }
        return (result, clamped)
    }

    /// docs/domain-rules.md §2 in Loop's terms: the frequency `n/d` of a schedule.
    static func frequency(of schedule: Schedule) -> (numerator: Int, denominator: Int) {
        switch schedule {
        case .daily: (1, 1)
        case .weekdays(let days): (max(days.count, 1), 7)
        case .everyNDays(let interval): (1, interval)
        case .timesPerWeek(let count): (count, 7)
        case .timesPerMonth(let count): (count, 30)
        case .timesInDays(let count, let length): (count, length)
        case .daysOfMonth(let days): (max(days.count, 1), 30)
        case .nthWeekday: (1, 30)
        case .everyNWeeks(let weeks, let days): (max(days.count, 1), 7 * max(weeks, 1))
        }
    }

    /// The warning for a schedule by the month or by the fortnight, which Loop keeps only as a
    /// rate (docs/domain-rules.md §16 Schedules by the month and by the fortnight).
    static func calendarWarning(_ schedule: Schedule, _ numerator: Int, _ denominator: Int) -> String? {
        switch schedule {
        case .daysOfMonth, .nthWeekday:
            "Loop has no days of the month: \(schedule.summary) becomes \(numerator) times in \(denominator) days"
        case .everyNWeeks:
            "Loop has no weekdays: \(schedule.summary) becomes \(numerator) times in \(denominator) days"
        default: nil
        }
    }

    /// The weekdays a reminder fires on, as far as a weekday mask can say (docs/domain-rules.md
    /// §9: a reminder without weekdays fires on every due day): on a weekdays schedule, its due
    /// days that the reminder keeps; otherwise the reminder's own weekdays.
    static func firingDays(of reminder: Reminder, schedule: Schedule) -> Set<Weekday> {
        guard let due = dueWeekdays(of: schedule) else { return reminder.weekdays }
        return reminder.weekdays.isEmpty ? due : reminder.weekdays.intersection(due)
    }

    /// The only weekdays a schedule can be due on, when it limits them.
    private static func dueWeekdays(of schedule: Schedule) -> Set<Weekday>? {
        switch schedule {
        case .weekdays(let days), .everyNWeeks(_, let days): days
        case .nthWeekday(_, let weekday): [weekday]
        default: nil
        }
    }

    /// Loop's `reminder_days` bits, from bit 0: Saturday, Sunday, Monday … Friday; no weekdays
    /// means every day (127).
    static func reminderMask(_ weekdays: Set<Weekday>) -> Int {
        guard !weekdays.isEmpty else { return 127 }
        let bits: [Weekday] = [.saturday, .sunday, .monday, .tuesday, .wednesday, .thursday, .friday]
        return bits.enumerated().reduce(0) { mask, bit in weekdays.contains(bit.element) ? mask | (1 << bit.offset) : mask }
    }

    /// The Loop palette index of a Cadence color: the entry of the same name, or the nearest one.
    static func paletteIndex(of color: String) -> Int {
        if let index = namedIndexes[color] { return index }
        let hex = tokenHex[color] ?? color.uppercased()
        if let exact = LoopHabitMapping.palette.firstIndex(of: hex) { return exact }
        guard let rgb = rgb(hex) else { return 11 }
        let distances = LoopHabitMapping.palette.enumerated().compactMap { index, entry in
            self.rgb(entry).map { other in
                (index, (0..<3).reduce(0) { $0 + (rgb[$1] - other[$1]) * (rgb[$1] - other[$1]) })
            }
        }
        return distances.min { $0.1 < $1.1 }?.0 ?? 11
    }

    /// Cadence tokens that Loop's palette names too.
    private static let namedIndexes: [String: Int] = [
        "red": 0, "orange": 2, "amber": 3, "yellow": 4, "lime": 5, "green": 7, "teal": 8, "cyan": 9, "blue": 11,
        "indigo": 12, "purple": 14, "pink": 15, "brown": 16, "gray": 18,
    ]

    /// The two tokens Loop's palette lacks, as colors to find the nearest entry for.
    private static let tokenHex = ["mint": "#3EB489", "rose": "#E11D48"]

    private static func rgb(_ hex: String) -> [Int]? {
        guard hex.count == 7, hex.first == "#", let value = Int(hex.dropFirst(), radix: 16) else { return nil }
        return [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
    }
}
