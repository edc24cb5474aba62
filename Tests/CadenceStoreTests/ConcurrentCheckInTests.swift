import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §6 "Concurrent changes": a person's check-ins arriving at once — most of
/// them decided in one write beside each other, the ones that complete a day or a perfect day
/// alone — each answer as if they ran one after the other, on a real SQLite file.
@Suite struct ConcurrentCheckInTests {
    enum Answer: Equatable {
        case added(Int)
        case refused(CadenceError.Code)
    }

    @Test func checkInsAtOnceKeepEveryRuleAndEveryAward() async throws {
        let fixture = try await FileStoreFixture()
        let service = fixture.service
        let start = Day("2026-03-01")
        let water = try await service.createHabit(
            HabitDraft(name: "Water", goal: Goal(type: .cups, unit: "cups", target: 8), startDay: start), for: fixture.user)
        var yesNo: [Habit] = []
        for name in ["Read", "Stretch", "Floss"] {
            yesNo.append(try await service.createHabit(HabitDraft(name: name, startDay: start), for: fixture.user))
        }
        // The first check-in brings the derived state up to today: the later ones may share the turn.
        try await service.addCheckIn(to: water.id, for: fixture.user, amount: 1)
        let attempts = Array(repeating: water.id, count: 23) + yesNo.flatMap { Array(repeating: $0.id, count: 4) }
        let user = fixture.user
        let answers = try await withThrowingTaskGroup(of: (HabitID, Answer).self) { group in
            for habit in attempts.shuffled() {
                group.addTask {
                    do {
                        return (habit, .added(try await service.addCheckIn(to: habit, for: user, amount: 1).count))
                    } catch let error as CadenceError {
                        return (habit, .refused(error.code))
                    }
                }
            }
            return try await group.reduce(into: [(HabitID, Answer)]()) { $0.append($1) }
        }
        #expect(answers.filter { $0.0 == water.id }.map(\.1) == Array(repeating: .added(1), count: 23))
        for habit in yesNo {
            let mine = answers.filter { $0.0 == habit.id }.map(\.1)
            #expect(mine.filter { $0 == .added(1) }.count == 1, "\(habit.name): one check-in completes its day")
            #expect(mine.filter { $0 == .refused(.dayComplete) }.count == 3, "\(habit.name): the rest are refused, not 409")
        }
        let today = Day("2026-03-18")!
        let totals = try await fixture.store.dayTotals(of: fixture.user, habits: nil, from: today, through: today)
        #expect(totals.first { $0.habitID == water.id }?.total == 24)
        #expect(totals.filter { $0.habitID != water.id }.map(\.total) == [1, 1, 1])
        // Every habit is done today: the perfect day was awarded once, as a recalculation finds.
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: today, through: today).count == 1)
        #expect(try await service.recalculateProgress(for: fixture.user).isEmpty)
    }
}
