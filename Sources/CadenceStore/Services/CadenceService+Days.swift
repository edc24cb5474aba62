import CadenceCore
import Foundation

extension CadenceService {
    /// domain.md §3: marks days skipped (vacation, illness) or not, from `first` through `last`.
    /// Future days may be skipped ahead (a planned trip); days before the start may not.
    /// At most 366 days at once.
    public func setSkipped(_ skipped: Bool, habit habitID: HabitID, for user: UserID, from first: Day, through last: Day) async throws {
        let habit = try await writableHabit(habitID, of: user)
        guard first <= last else {
            throw CadenceError(.dateRangeInvalid, field: "from", "the range starts (\(first)) after it ends (\(last))")
        }
        guard first.days(until: last) < 366 else {
            throw CadenceError(.dateRangeInvalid, field: "to", "skip at most 366 days at once")
        }
        guard first >= habit.startDay else {
            throw CadenceError(.checkInBeforeStart, field: "from", "\(first) is before '\(habit.name)' started (\(habit.startDay))")
        }
        let existing = try await store.dayRecords(of: user, habits: [habit.id], from: first, through: last)
        let byDay = Dictionary(existing.map { ($0.day, $0) }, uniquingKeysWith: { first, _ in first })
        let changes: [StoreChange] = first.through(last).map { day in
            var record = byDay[day] ?? DayRecord(habitID: habit.id, day: day)
            record.isSkipped = skipped
            return .saveDayRecord(record)
        }
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: now)
        let progress = try await progressChanges(after: changes, to: habit, removing: [], for: user, today: today, weekStart: settings.weekStart)
        try await store.apply(changes + progress, for: user, at: now)
    }

    /// domain.md §3: rates a day's difficulty 1–5 (source 003); `nil` clears it.
    public func setDifficulty(_ difficulty: Int?, habit habitID: HabitID, for user: UserID, on day: Day? = nil) async throws -> DayRecord {
        if let difficulty { try CheckInValidator.validate(difficulty: difficulty) }
        return try await updateDayRecord(habit: habitID, for: user, on: day) { $0.difficulty = difficulty }
    }

    /// domain.md §3: sets a day's note; an empty note clears it.
    public func setDayNote(_ note: String?, habit habitID: HabitID, for user: UserID, on day: Day? = nil) async throws -> DayRecord {
        let note = try CheckInValidator.validatedNote(note)
        return try await updateDayRecord(habit: habitID, for: user, on: day) { $0.note = note }
    }

    /// The day records of a habit in a range (skips, difficulty, notes).
    public func dayRecords(of habitID: HabitID, for user: UserID, from: Day? = nil, through: Day? = nil) async throws -> [DayRecord] {
        let habit = try await habit(habitID, of: user)
        return try await store.dayRecords(of: user, habits: [habit.id], from: from, through: through)
    }

    private func updateDayRecord(habit habitID: HabitID, for user: UserID, on day: Day?, _ change: (inout DayRecord) -> Void) async throws -> DayRecord {
        let habit = try await writableHabit(habitID, of: user)
        let today = try await today(for: user)
        let day = day ?? today
        try CheckInValidator.validate(day: day, for: habit, today: today)
        var record = try await store.dayRecords(of: user, habits: [habit.id], from: day, through: day).first
            ?? DayRecord(habitID: habit.id, day: day)
        change(&record)
        try await store.apply([.saveDayRecord(record)], for: user, at: now)
        return record
    }
}
