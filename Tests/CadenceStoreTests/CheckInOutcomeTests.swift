import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/architecture.md "The one writer": a check-in answers what it did, decided in its own
/// transaction, and the habit limit is one rule with one wording on every path.
@Suite struct CheckInOutcomeTests {
    @Test func theCheckInThatCompletesTheDayReportsThePerfectDayItAwarded() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let start = Day("2026-03-01")
        let read = try await service.createHabit(HabitDraft(name: "Read", startDay: start), for: fixture.user)
        let walk = try await service.createHabit(HabitDraft(name: "Walk", startDay: start), for: fixture.user)
        let today = try await service.today(for: fixture.user)

        let first = try await service.checkIn(to: read.id, for: fixture.user)
        #expect(first.checkIns.map(\.amount) == [1])
        #expect(first.perfectDaysAwarded.isEmpty, "one of two habits done is not a perfect day")
        #expect(!first.madePerfect(today))
        #expect(try await !service.isPerfectDay(today, for: fixture.user))

        let second = try await service.checkIn(to: walk.id, for: fixture.user)
        #expect(second.perfectDaysAwarded == [today])
        #expect(second.madePerfect(today))
        #expect(try await service.isPerfectDay(today, for: fixture.user))
        #expect(second.achievementsUnlocked.map(\.achievementID).contains("first-perfect-day"))

        let more = try await service.createHabit(
            HabitDraft(name: "Push-ups", goal: Goal(type: .repetitions, unit: "times", target: 1), startDay: start), for: fixture.user)
        _ = try await service.checkIn(to: more.id, for: fixture.user)
        let third = try await service.checkIn(to: more.id, for: fixture.user)
        #expect(third.perfectDaysAwarded.isEmpty, "a day already perfect is not made perfect again")
    }

    @Test func everyPathRefusesTheHundredAndFirstActiveHabitInOneWording() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        for index in 1...100 {
            _ = try await service.createHabit(HabitDraft(name: "Habit \(index)"), for: fixture.user)
        }
        let wording = HabitLimits.refusal(active: 101).message
        await #expect { try await service.createHabit(HabitDraft(name: "One too many"), for: fixture.user) } throws: { error in
            (error as? CadenceError)?.message == wording
        }
        let first = try #require(try await service.habits(of: fixture.user).first)
        _ = try await service.archiveHabit(first.id, for: fixture.user)
        _ = try await service.createHabit(HabitDraft(name: "Now it fits"), for: fixture.user)
        await #expect { try await service.unarchiveHabit(first.id, for: fixture.user) } throws: { error in
            (error as? CadenceError)?.message == wording
        }
        let habit = Habit(
            id: 0, name: "Imported", startDay: try #require(Day("2026-03-01")), sortOrder: 200, createdAt: ServiceFixture.defaultNow,
            updatedAt: ServiceFixture.defaultNow)
        let record = ImportRecord(
            format: "test", fileName: "x", startedAt: ServiceFixture.defaultNow, finishedAt: ServiceFixture.defaultNow,
            succeeded: true, errorMessage: nil)
        await #expect { try await service.applyImport([.insertHabit(habit)], record: record, for: fixture.user) } throws: { error in
            (error as? CadenceError)?.message == wording
        }
        await #expect { try await fixture.store.apply([.insertHabit(habit)], for: fixture.user, at: ServiceFixture.defaultNow) } throws: { error in
            (error as? CadenceError)?.message == wording
        }
    }
}
