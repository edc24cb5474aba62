import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// docs/domain-rules.md §3: marks days skipped (vacation, illness) or not, from `first` through `last`.
    /// Future days may be skipped ahead (a planned trip); days before the start may not.
    /// At most 366 days at once.
    public func setSkipped(_ skipped: Bool, habit habitID: HabitID, for user: UserID, from first: Day, through last: Day) async throws {
        try await decidingConsistently(for: user, upkeep: .unlessFresh(touching: first)) {
            try await setSkippedOnce(skipped, habit: habitID, for: user, from: first, through: last)
        }
    }

    private func setSkippedOnce(_ skipped: Bool, habit habitID: HabitID, for user: UserID, from first: Day, through last: Day) async throws {
        let revision = try await store.dataRevision(of: user)
        let habit = try await writableHabit(habitID, of: user)
        try CheckInValidator.validateSupported(first, field: "from")
        try CheckInValidator.validateSupported(last, field: "to")
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
        try await write([.requireRevision(revision)] + changes + progress, for: user, at: now)
    }

    /// docs/domain-rules.md §3: rates a day's difficulty 1–5; `nil` clears it.
    public func setDifficulty(_ difficulty: Int?, habit habitID: HabitID, for user: UserID, on day: Day? = nil) async throws -> DayRecord {
        if let difficulty { try CheckInValidator.validate(difficulty: difficulty) }
        return try await updateDayRecord(habit: habitID, for: user, on: day) { $0.difficulty = difficulty }
    }

    /// docs/domain-rules.md §3: sets a day's note; an empty note clears it.
    public func setDayNote(_ note: String?, habit habitID: HabitID, for user: UserID, on day: Day? = nil) async throws -> DayRecord {
        let note = try CheckInValidator.validatedNote(note)
        return try await updateDayRecord(habit: habitID, for: user, on: day) { $0.note = note }
    }

    /// The day records of a habit in a range (skips, difficulty, notes).
    public func dayRecords(of habitID: HabitID, for user: UserID, from: Day? = nil, through: Day? = nil) async throws -> [DayRecord] {
        let habit = try await habit(habitID, of: user)
        return try await store.dayRecords(of: user, habits: [habit.id], from: from, through: through)
    }

    /// A day record is read, changed and written whole, so it is written under the revision
    /// guard too: a rating and a note (or a skip) saved at the same moment both stay
    /// (docs/domain-rules.md §6 "Concurrent changes").
    private func updateDayRecord(habit habitID: HabitID, for user: UserID, on day: Day?, _ change: (inout DayRecord) -> Void) async throws
        -> DayRecord
    {
        try await decidingConsistently(for: user, upkeep: .unlessFresh(touching: day)) {
            try await updateDayRecordOnce(habit: habitID, for: user, on: day, change)
        }
    }

    private func updateDayRecordOnce(habit habitID: HabitID, for user: UserID, on day: Day?, _ change: (inout DayRecord) -> Void) async throws
        -> DayRecord
    {
        let revision = try await store.dataRevision(of: user)
        let habit = try await writableHabit(habitID, of: user)
        let today = try await today(for: user)
        let day = day ?? today
        try CheckInValidator.validate(day: day, for: habit, today: today)
        var record =
            try await store.dayRecords(of: user, habits: [habit.id], from: day, through: day).first
            ?? DayRecord(habitID: habit.id, day: day)
        change(&record)
        try await write([.requireRevision(revision), .saveDayRecord(record)], for: user, at: now)
        return record
    }

    /// Changes one day of one habit in one transaction (`PUT /habits/{id}/days/{date}`): its
    /// total (replacing its check-ins, as `setDayTotal`), skip, difficulty and note. `nil`
    /// leaves a field as it is; `.some(nil)` clears difficulty or note. Everything is validated
    /// before anything is written, and the perfect-day consequences (docs/domain-rules.md §6) are written
    /// with it — a refused field changes nothing.
    @discardableResult
    public func updateDay(
        of habitID: HabitID, for user: UserID, on day: Day, total: Double? = nil, unit: String? = nil,
        skipped: Bool? = nil, difficulty: Int?? = nil, note: String?? = nil
    ) async throws -> DayRecord {
        try await decidingConsistently(for: user, upkeep: .unlessFresh(touching: day)) {
            try await updateDayOnce(
                of: habitID, for: user, on: day, total: total, unit: unit, skipped: skipped, difficulty: difficulty, note: note)
        }
    }

    private func updateDayOnce(
        of habitID: HabitID, for user: UserID, on day: Day, total: Double?, unit: String?,
        skipped: Bool?, difficulty: Int??, note: String??
    ) async throws -> DayRecord {
        let revision = try await store.dataRevision(of: user)
        let habit = try await writableHabit(habitID, of: user)
        let settings = try await store.settings(of: user)
        let calendar = try UserCalendar(settings: settings)
        let instant = now
        let today = calendar.day(containing: instant)
        if total != nil || difficulty != nil || note != nil {
            try CheckInValidator.validate(day: day, for: habit, today: today)
        } else if day < habit.startDay {
            throw CadenceError(.checkInBeforeStart, field: "date", "\(day) is before '\(habit.name)' started (\(habit.startDay))")
        }
        if case .some(.some(let value)) = difficulty { try CheckInValidator.validate(difficulty: value) }
        let validNote: String?? = try note.map { try CheckInValidator.validatedNote($0) }
        var changes: [StoreChange] = []
        if let total {
            try refuseLinked(habit)
            let amount = try CheckInValidator.amount(total, in: unit, for: habit)
            if habit.goal.type == .none, amount.rounded() != amount {
                throw CadenceError(.amountInvalid, field: "total", "'\(habit.name)' counts whole times")
            }
            changes.append(.deleteCheckIns(habit: habit.id, day: day))
            if amount > 0 {
                let at = try stamp(day: day, time: nil, today: today, now: instant, calendar: calendar)
                changes += checkInChanges(for: habit, day: day, amount: amount, at: at, note: nil)
            }
        }
        var record =
            try await store.dayRecords(of: user, habits: [habit.id], from: day, through: day).first
            ?? DayRecord(habitID: habit.id, day: day)
        if skipped != nil || difficulty != nil || validNote != nil {
            if let skipped { record.isSkipped = skipped }
            if let difficulty { record.difficulty = difficulty }
            if let validNote { record.note = validNote }
            changes.append(.saveDayRecord(record))
        }
        guard !changes.isEmpty else { return record }
        let progress = try await progressChanges(
            after: changes, to: habit, removing: [], for: user, today: today, weekStart: settings.weekStart)
        try await write([.requireRevision(revision)] + changes + progress, for: user, at: instant)
        return record
    }
}

extension CadenceService {
    /// One habit's days from `first` through `last` (a calendar or heatmap): totals, check-in
    /// counts, due, skipped and met, from one read of its facts.
    public func dayHistory(of habitID: HabitID, for user: UserID, from first: Day, through last: Day) async throws -> [HabitDaySummary] {
        let habit = try await habit(habitID, of: user)
        guard first <= last else {
            throw CadenceError(.dateRangeInvalid, field: "from", "the range starts (\(first)) after it ends (\(last))")
        }
        guard let history = try await histories(of: [habit], for: user, from: first, through: last).first else { return [] }
        return first.through(last).map { day in
            let active = habit.isActive(on: day)
            let total = history.total(on: day)
            return HabitDaySummary(
                day: day, total: total, checkIns: history.checkInCount(on: day), isActive: active,
                isDue: active && habit.schedule.isDue(on: day, start: habit.startDay), isSkipped: history.isSkipped(day),
                isSuccessful: active && habit.isSuccessful(dayTotal: total))
        }
    }
}
