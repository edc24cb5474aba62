import CadenceCore
import CadenceStorage

extension CadenceService {
    /// docs/domain-rules.md §5 "Stored derived state": today's list from the stored folds and the
    /// days since their anchors — `nil` when some listed habit has no usable fold (the caller
    /// then derives from the history).
    func todayListFromFolds(_ habits: [Habit], for user: UserID, today: Day, weekStart: Weekday) async throws -> TodayList? {
        let folds = try await usableFolds(for: user, today: today)
        var coverage = today
        for habit in habits {
            guard let fold = folds[habit.id] else { return nil }
            let unitStart = SpanPlan(habit: habit).unit(containing: today, habit: habit, weekStart: weekStart)?.first ?? today
            coverage = min(coverage, fold.anchor, unitStart)
        }
        // Through the end, like the statistics: after a zone change moved today back, a week's
        // or month's unit can hold check-ins dated after today, and they count in its outcome.
        let histories = try await histories(of: habits, for: user, from: coverage, through: nil)
        var streaks: [HabitID: Streak] = [:]
        for history in histories {
            if let fold = folds[history.habit.id] {
                streaks[history.habit.id] = fold.streaks(history: history, today: today, weekStart: weekStart).current
            }
        }
        return TodayList(day: today, histories: histories, weekStart: weekStart) { history in
            streaks[history.habit.id] ?? Streak(count: 0, unit: SpanPlan(habit: history.habit).spanKind)
        }
    }

    /// docs/domain-rules.md §5 "Stored derived state": statistics of habits from their stored
    /// folds and the days a window and the score's look-back need — `nil` when some habit has no
    /// usable fold.
    func statisticsFromFolds(
        _ habits: [Habit], for user: UserID, today: Day, weekStart: Weekday, window: DateWindow? = nil
    ) async throws -> [HabitStatistics]? {
        guard !habits.isEmpty else { return [] }
        let folds = try await usableFolds(for: user, today: today)
        let statisticsWindow = window ?? .last(30, endingOn: today)
        var from = today
        for habit in habits {
            guard let fold = folds[habit.id] else { return nil }
            from = min(from, fold.readStart(for: habit, window: statisticsWindow, weekStart: weekStart))
        }
        return try await histories(of: habits, for: user, from: from, through: nil).compactMap { history in
            folds[history.habit.id].map {
                HabitStatistics(history: history, fold: $0, today: today, weekStart: weekStart, window: window)
            }
        }
    }

    /// docs/domain-rules.md §6 "Stored derived state": every non-neutral verdict through today —
    /// the stored ones and the days since — with the best run of the day-unit habits, or `nil`
    /// when the stored verdicts or a fold cannot answer.
    func verdictsFromStoredState(
        dayHabits: [Habit], for user: UserID, today: Day, weekStart: Weekday
    ) async throws -> (verdicts: [(Day, DayVerdict)], bestHabitStreak: Int)? {
        guard let stored = try await store.storedVerdicts(of: user), stored.through <= today else { return nil }
        let folds = try await usableFolds(for: user, today: today)
        var from = stored.through
        for habit in dayHabits {
            guard let fold = folds[habit.id] else { return nil }
            from = min(from, fold.anchor)
        }
        let histories = try await histories(of: dayHabits, for: user, from: from, through: today)
        let verdicts = stored.sorted + PerfectDay.verdicts(from: stored.through, through: today, histories: histories)
        var best = 0
        for history in histories {
            if let fold = folds[history.habit.id] {
                best = max(best, fold.streaks(history: history, today: today, weekStart: weekStart).best.count)
            }
        }
        return (verdicts, best)
    }
}
