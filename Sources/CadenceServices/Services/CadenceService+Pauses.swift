import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// docs/domain-rules.md §9 "Pauses": a vacation — every chosen habit's days in `[from,
    /// through]` are skipped (`undo`: no longer skipped), in one transaction with the progress
    /// it changes. `habits` nil means every active habit; days outside a habit's `[start, end]`
    /// are left alone. At most 366 days. Answers the habits paused.
    @discardableResult
    public func pause(
        habits ids: [HabitID]? = nil, from first: Day, through last: Day, undo: Bool = false, for user: UserID
    ) async throws -> [Habit] {
        try CheckInValidator.validateSupported(first, field: "from")
        try CheckInValidator.validateSupported(last, field: "to")
        guard first <= last else {
            throw CadenceError(.dateRangeInvalid, field: "from", "the pause starts (\(first)) after it ends (\(last))")
        }
        guard first.days(until: last) < 366 else {
            throw CadenceError(.dateRangeInvalid, field: "to", "a pause lasts at most 366 days")
        }
        return try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            let habits: [Habit]
            if let ids {
                habits = try await Set(ids).sorted().asyncMap { try await writableHabit($0, of: user) }
            } else {
                habits = try await store.habits(of: user, includeArchived: false)
            }
            let records = try await store.dayRecords(of: user, habits: habits.map(\.id), from: first, through: last)
            let byKey = Dictionary(records.map { ("\($0.habitID):\($0.day.ordinal)", $0) }, uniquingKeysWith: { one, _ in one })
            var changes: [StoreChange] = []
            for habit in habits {
                let start = max(first, habit.startDay)
                let end = min(last, habit.endDay ?? last)
                guard start <= end else { continue }
                for day in start.through(end) {
                    var record = byKey["\(habit.id):\(day.ordinal)"] ?? DayRecord(habitID: habit.id, day: day)
                    guard record.isSkipped == undo else { continue }
                    record.isSkipped = !undo
                    changes.append(.saveDayRecord(record))
                }
            }
            guard !changes.isEmpty else { return habits }
            let progress = try await recalculationPlan(for: user, after: DayChangeSimulation(changes: changes, removed: [])).changes
            try await write([.requireRevision(revision)] + changes + progress, for: user, at: now)
            return habits
        }
    }

    /// docs/domain-rules.md §9 "Pauses": the runs of consecutive days on which the same habits
    /// are skipped, oldest first.
    public func pauses(for user: UserID) async throws -> [PauseRange] {
        let habits = try await store.habits(of: user, includeArchived: true)
        let byID = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, $0) })
        let skipped = try await store.dayRecords(of: user, habits: nil, from: nil, through: nil).filter(\.isSkipped)
        let byDay = Dictionary(grouping: skipped, by: \.day).mapValues { Set($0.map(\.habitID)) }
        var ranges: [PauseRange] = []
        var current: (from: Day, through: Day, habits: Set<HabitID>)?
        for day in byDay.keys.sorted() {
            let set = byDay[day] ?? []
            if let run = current, run.through.adding(days: 1) == day, run.habits == set {
                current?.through = day
                continue
            }
            if let run = current { ranges.append(Self.range(run, byID)) }
            current = (day, day, set)
        }
        if let run = current { ranges.append(Self.range(run, byID)) }
        return ranges
    }

    private static func range(_ run: (from: Day, through: Day, habits: Set<HabitID>), _ byID: [HabitID: Habit]) -> PauseRange {
        PauseRange(
            from: run.from, through: run.through,
            habits: run.habits.compactMap { byID[$0] }.sorted { ($0.sortOrder, $0.id) < ($1.sortOrder, $1.id) })
    }
}

extension Sequence {
    /// The elements mapped in order by an async function.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
