import CadenceCore
import CadenceStorage
import Foundation

/// docs/domain-rules.md "§19 Routines": a routine's streak and rate, for `cadence routine show`,
/// `cadence stats` and the API.
extension CadenceService {
    /// The routine's streak, best streak and rate as of today (`RoutineEvaluator`): the rate over
    /// `window`, or the 30 days ending today.
    public func routineStats(_ routine: Routine, for user: UserID, window: DateWindow? = nil) async throws -> RoutineStats {
        let today = try await self.today(for: user)
        let all = try await store.habits(of: user, includeArchived: true)
        return try await routineStats(routine, habits: all, today: today, window: window, for: user)
    }

    /// Every routine's statistics — or only the routines holding `habit` — in id order.
    public func routineStatistics(
        holding habit: HabitID? = nil, for user: UserID, window: DateWindow? = nil
    ) async throws -> [(Routine, RoutineStats)] {
        let routines = try await store.routines(of: user).filter { routine in habit.map { routine.habitIDs.contains($0) } ?? true }
        guard !routines.isEmpty else { return [] }
        let today = try await self.today(for: user)
        let all = try await store.habits(of: user, includeArchived: true)
        var answers: [(Routine, RoutineStats)] = []
        for routine in routines {
            answers.append((routine, try await routineStats(routine, habits: all, today: today, window: window, for: user)))
        }
        return answers
    }

    private func routineStats(
        _ routine: Routine, habits all: [Habit], today: Day, window: DateWindow?, for user: UserID
    ) async throws -> RoutineStats {
        let habits = routine.habitIDs.compactMap { id in all.first { $0.id == id } }
        guard let first = habits.map(\.startDay).min() else {
            return RoutineStats(currentStreak: 0, bestStreak: 0, rate: nil, doneToday: false)
        }
        let start = max(first, today.adding(days: -3_659))
        let histories = try await self.histories(of: habits, for: user, from: start, through: today)
        return RoutineEvaluator.stats(from: start, today: today, window: window, histories: histories)
    }
}
