import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// Whether a use case may skip the upkeep of stored derived state.
    enum DerivedStateUpkeep {
        /// Always bring the state up to today after the change.
        case refresh
        /// Skip when this process already brought it to today and the change touched only
        /// `day` (`nil`: today), one of the settling days — it cannot have made anything stale.
        case unlessFresh(touching: Day?)
    }

    /// docs/domain-rules.md §5 and §6 "Stored derived state": after a change, brings the user's
    /// habit folds and day verdicts up to today in one more transaction. The change itself
    /// already dropped, in its own transaction, whatever it made stale (the store's triggers),
    /// so this never corrects wrong state — it only fills in and moves forward. Best effort: when
    /// another change of the user lands first, that change's own upkeep does the work, and
    /// until then answers are derived from the facts.
    func keepDerivedState(for user: UserID, _ upkeep: DerivedStateUpkeep = .refresh) async {
        if case .unlessFresh(let day) = upkeep, derivedStateMemo.isFresh(user, at: now, touching: day) { return }
        _ = try? await refreshDerivedState(for: user, rebuild: false)
    }

    /// Brings the stored derived state up to today (`rebuild`: from scratch, ignoring what is
    /// stored); returns the changes written.
    @discardableResult
    func refreshDerivedState(for user: UserID, rebuild: Bool) async throws -> [StoreChange] {
        let revision = try await store.dataRevision(of: user)
        let settings = try await store.settings(of: user)
        let calendar = try UserCalendar(settings: settings)
        let instant = now
        let today = calendar.day(containing: instant)
        let habits = try await store.habits(of: user, includeArchived: true)
        var changes = try await foldChanges(for: user, habits: habits, today: today, weekStart: settings.weekStart, rebuild: rebuild)
        changes += try await verdictChanges(for: user, habits: habits, today: today, rebuild: rebuild)
        if !changes.isEmpty {
            try await store.apply([.requireRevision(revision)] + changes, for: user, at: instant)
        }
        derivedStateMemo.markFresh(
            user, during: calendar.start(of: today)...calendar.start(of: today.adding(days: 1)).addingTimeInterval(-0.001),
            settledFrom: Self.verdictsThrough(today: today))
        return changes
    }

    /// docs/domain-rules.md §5 "Stored derived state": each habit's fold moved to its anchor for
    /// today — derived from the whole history when none is stored (or it is ahead of today),
    /// else folded on from the stored one over the days since.
    private func foldChanges(for user: UserID, habits: [Habit], today: Day, weekStart: Weekday, rebuild: Bool) async throws -> [StoreChange] {
        let folds = rebuild ? [:] : try await store.habitFolds(of: user)
        var rebuilds: [Habit] = []
        var advances: [(habit: Habit, fold: HabitFold)] = []
        for habit in habits {
            let target = HabitFold.anchor(for: habit, today: today, weekStart: weekStart)
            if let fold = folds[habit.id], fold.anchor <= target {
                if fold.anchor < target { advances.append((habit, fold)) }
            } else {
                rebuilds.append(habit)
            }
        }
        var changes: [StoreChange] = []
        for history in try await histories(of: rebuilds, for: user, from: nil, through: today) {
            let target = HabitFold.anchor(for: history.habit, today: today, weekStart: weekStart)
            changes.append(.saveHabitFold(history.habit.id, HabitFold.derive(history, to: target, weekStart: weekStart)))
        }
        if let from = advances.map({ $0.fold.anchor.adding(days: -HabitFold.lookback(for: $0.habit)) }).min() {
            let histories = try await histories(of: advances.map(\.habit), for: user, from: from, through: today)
            for (advance, history) in zip(advances, histories) {
                let target = HabitFold.anchor(for: advance.habit, today: today, weekStart: weekStart)
                changes.append(.saveHabitFold(advance.habit.id, advance.fold.advanced(to: target, history: history, weekStart: weekStart)))
            }
        }
        return changes
    }

    /// docs/domain-rules.md §6 "Stored derived state": the verdicts of the days before the
    /// settling days not yet stored — all of them when none are (or they reach past those).
    private func verdictChanges(for user: UserID, habits: [Habit], today: Day, rebuild: Bool) async throws -> [StoreChange] {
        let through = Self.verdictsThrough(today: today)
        let stored = rebuild ? nil : try await store.storedVerdicts(of: user)
        let from = stored.flatMap { $0.through <= through ? $0.through : nil }
        guard from != through else { return [] }
        let dayHabits = habits.filter { !$0.isArchived && SpanPlan(habit: $0) == .dueDays }
        var verdicts: [Day: DayVerdict] = [:]
        let yesterday = through.adding(days: -1)
        if let first = from ?? dayHabits.map(\.startDay).min(), first <= yesterday {
            let histories = try await histories(of: dayHabits, for: user, from: from, through: yesterday)
            for (day, verdict) in PerfectDay.verdicts(from: first, through: yesterday, histories: histories) {
                verdicts[day] = verdict
            }
        }
        return [.saveDayVerdicts(StoredVerdicts(from: from, through: through, verdicts: verdicts))]
    }

    /// The first day whose verdict is not stored: the settling days stay open
    /// (`HabitFold.settlingDays`), so a correction there cuts nothing back.
    static func verdictsThrough(today: Day) -> Day {
        today.adding(days: -HabitFold.settlingDays)
    }

    /// The stored folds that can answer for `today`.
    func usableFolds(for user: UserID, today: Day) async throws -> [HabitID: HabitFold] {
        try await store.habitFolds(of: user).filter { $0.value.answers(for: today) }
    }
}

extension CadenceService {
    /// Every habit's complete history, read from the facts alone (never from stored derived
    /// state): what checks compare the stored state with (docs/domain-rules.md §5).
    public func completeHistories(of habits: [Habit], for user: UserID) async throws -> [HabitHistory] {
        try await histories(of: habits, for: user, from: nil, through: nil)
    }

    /// docs/domain-rules.md §5 "Stored derived state": rebuilds the user's stored derived state
    /// from scratch (after `cadence store copy`, which copies facts only).
    public func rebuildDerivedState(for user: UserID) async throws {
        try await decidingConsistently(for: user) { _ = try await refreshDerivedState(for: user, rebuild: true) }
    }

    /// docs/domain-rules.md §5 "Stored derived state" (`cadence doctor`): every stored fold and
    /// the stored verdicts compared with their derivation from the facts at the same anchor,
    /// each difference with the change that stores the derivation.
    func derivedStateDiscrepancies(for user: UserID) async throws -> [(String, StoreChange)] {
        let settings = try await store.settings(of: user)
        let habits = try await store.habits(of: user, includeArchived: true)
        let folds = try await store.habitFolds(of: user)
        var found: [(String, StoreChange)] = []
        let histories = try await completeHistories(of: habits.filter { folds[$0.id] != nil }, for: user)
        for history in histories {
            guard let fold = folds[history.habit.id] else { continue }
            let derived = HabitFold.derive(history, to: fold.anchor, weekStart: settings.weekStart)
            if derived != fold {
                found.append(
                    (
                        "habit \(history.habit.id) ('\(history.habit.name)') has a stored fold that differs from its derivation",
                        .saveHabitFold(history.habit.id, derived)
                    ))
            }
        }
        if let stored = try await store.storedVerdicts(of: user) {
            let dayHabits = habits.filter { !$0.isArchived && SpanPlan(habit: $0) == .dueDays }
            let dayHistories = try await completeHistories(of: dayHabits, for: user)
            var derived: [Day: DayVerdict] = [:]
            if let first = dayHabits.map(\.startDay).min() {
                let through = stored.through.adding(days: -1)
                for (day, verdict) in PerfectDay.verdicts(from: first, through: through, histories: dayHistories) {
                    derived[day] = verdict
                }
            }
            if derived != stored.verdicts {
                found.append(
                    (
                        "the stored day verdicts before \(stored.through) differ from their derivation",
                        .saveDayVerdicts(StoredVerdicts(from: nil, through: stored.through, verdicts: derived))
                    ))
            }
        }
        return found
    }
}
