import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

@Suite struct HabitServiceTests {
    @Test func createdHabitStartsTodayAndIsPlacedLast() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let first = try await service.createHabit(HabitDraft(name: "Read"), for: fixture.user)
        let second = try await service.createHabit(HabitDraft(name: "Run", goal: Goal(type: .distance, unit: "km", target: 5)), for: fixture.user)
        #expect(first.startDay == Day("2026-03-18"))
        #expect(second.sortOrder > first.sortOrder)
        #expect(try await service.habits(of: fixture.user).map(\.name) == ["Read", "Run"])
        #expect(second.createdAt == ServiceFixture.defaultNow)
    }

    @Test(arguments: [
        (HabitDraft(name: "   "), CadenceError.Code.nameEmpty),
        (HabitDraft(name: String(repeating: "a", count: 101)), .nameTooLong),
        (HabitDraft(name: "Run", goal: Goal(type: .distance, unit: "min", target: 5)), .unitIncompatible),
        (HabitDraft(name: "Run", goal: Goal(type: .distance, unit: "km", target: 0)), .targetInvalid),
        (HabitDraft(name: "Run", schedule: .weekdays([])), .weekdaysEmpty),
        (HabitDraft(name: "Run", startDay: Day("2026-03-10"), endDay: Day("2026-03-01")), .startAfterEnd),
        (HabitDraft(name: "Smoke", kind: .quit, goal: .simple(timesPerDay: 3), baseline: 2), .baselineNotAboveLimit),
    ])
    func invalidDraftIsRefusedAndWritesNothing(draft: HabitDraft, code: CadenceError.Code) async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        _ = try await service.createHabit(HabitDraft(name: "Existing"), for: fixture.user)
        let before = try await fixture.snapshot()
        await #expect { try await service.createHabit(draft, for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == code
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func namesAreUniqueCaseInsensitivelyAmongActiveHabitsOnly() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await service.createHabit(HabitDraft(name: "Read"), for: fixture.user)
        let before = try await fixture.snapshot()
        await #expect { try await service.createHabit(HabitDraft(name: " read "), for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .nameDuplicate
        }
        #expect(try await fixture.snapshot() == before)
        _ = try await service.archiveHabit(read.id, for: fixture.user)
        let again = try await service.createHabit(HabitDraft(name: "READ"), for: fixture.user)
        #expect(again.name == "READ")
        await #expect { try await service.unarchiveHabit(read.id, for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .nameDuplicate
        }
    }

    @Test func theHundredAndFirstActiveHabitIsRefused() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        for index in 1...100 {
            _ = try await service.createHabit(HabitDraft(name: "Habit \(index)"), for: fixture.user)
        }
        let before = try await fixture.snapshot()
        await #expect { try await service.createHabit(HabitDraft(name: "One too many"), for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .habitLimitReached
        }
        #expect(try await fixture.snapshot() == before)
        let first = try #require(before.habits.first)
        _ = try await service.archiveHabit(first.id, for: fixture.user)
        _ = try await service.createHabit(HabitDraft(name: "Now it fits"), for: fixture.user)
        await #expect { try await service.unarchiveHabit(first.id, for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .habitLimitReached
        }
    }

    @Test func presetPrefillsTheDraftInItsCategory() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let run = try await service.createHabit(fromPreset: "fitness.run", for: fixture.user)
        let fitness = try await service.categories(of: fixture.user).first { $0.name == "Fitness" }
        #expect(run.name == "Run")
        #expect(run.goal == Goal(type: .distance, unit: "km", target: 5))
        #expect(run.categoryID == fitness?.id)
        #expect(run.presetID == "fitness.run")
        #expect(run.icon == "figure.run")
        let custom = try await service.createHabit(fromPreset: "health.drinkWater", for: fixture.user) { $0.goal.target = 10 }
        #expect(custom.goal.target == 10)
        await #expect { try await service.createHabit(fromPreset: "nope", for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .presetUnknown
        }
    }

    @Test func editKeepsHistoryAndOrder() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let habit = try await service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-03-01")), for: fixture.user)
        try await service.addCheckIn(to: habit.id, for: fixture.user, on: Day("2026-03-17"))
        var draft = HabitDraft(habit)
        draft.name = "Read books"
        draft.goal = .simple(timesPerDay: 2)
        let edited = try await service.updateHabit(habit.id, with: draft, for: fixture.user)
        #expect(edited.name == "Read books")
        #expect(edited.goal.timesPerDay == 2)
        #expect(edited.sortOrder == habit.sortOrder)
        #expect(edited.createdAt == habit.createdAt)
        #expect(try await service.entries(of: habit.id, for: fixture.user).count == 1)
    }

    @Test func archiveLeavesTodayAndKeepsHistoryDeleteCascades() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let habit = try await service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-03-01")), for: fixture.user)
        try await service.addCheckIn(to: habit.id, for: fixture.user)
        try await service.setSkipped(true, habit: habit.id, for: fixture.user, from: Day("2026-03-10")!, through: Day("2026-03-11")!)
        _ = try await service.archiveHabit(habit.id, for: fixture.user)
        #expect(try await service.todayList(for: fixture.user).habits.isEmpty)
        #expect(try await service.habits(of: fixture.user).isEmpty)
        #expect(try await service.habits(of: fixture.user, includeArchived: true).count == 1)
        #expect(try await service.entries(of: habit.id, for: fixture.user).count == 1)
        try await service.deleteHabit(habit.id, for: fixture.user)
        let after = try await fixture.snapshot()
        #expect(after.habits.isEmpty)
        #expect(after.checkIns.isEmpty)
        #expect(after.dayRecords.isEmpty)
    }

    @Test func moveReordersActiveHabits() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        for name in ["A", "B", "C"] { _ = try await service.createHabit(HabitDraft(name: name), for: fixture.user) }
        let c = try await service.resolveHabit("c", of: fixture.user)
        let moved = try await service.moveHabit(c.id, toPosition: 1, for: fixture.user)
        #expect(moved.map(\.name) == ["C", "A", "B"])
        await #expect { try await service.moveHabit(c.id, toPosition: 4, for: fixture.user) } throws: { _ in true }
    }

    @Test func habitReferencesResolveByIdNameAndUniquePrefix() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await service.createHabit(HabitDraft(name: "Read"), for: fixture.user)
        _ = try await service.createHabit(HabitDraft(name: "Run"), for: fixture.user)
        _ = try await service.createHabit(HabitDraft(name: "Running club"), for: fixture.user)
        #expect(try await service.resolveHabit(String(read.id), of: fixture.user).id == read.id)
        #expect(try await service.resolveHabit("REA", of: fixture.user).id == read.id)
        #expect(try await service.resolveHabit("run", of: fixture.user).name == "Run")
        await #expect { try await service.resolveHabit("r", of: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .ambiguous
        }
        await #expect { try await service.resolveHabit("walk", of: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .notFound
        }
    }

    @Test func archivedHabitsKeepTheirHistoryFrozen() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-03-01")), for: fixture.user)
        try await service.addCheckIn(to: read.id, for: fixture.user)
        _ = try await service.archiveHabit(read.id, for: fixture.user)
        let before = try await fixture.snapshot()
        await #expect { try await service.addCheckIn(to: read.id, for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .habitArchived
        }
        await #expect {
            try await service.setSkipped(true, habit: read.id, for: fixture.user, from: Day("2026-03-10")!, through: Day("2026-03-10")!)
        } throws: { error in
            (error as? CadenceError)?.code == .habitArchived
        }
        await #expect { try await service.moveHabit(read.id, toPosition: 1, for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .habitArchived
        }
        #expect(try await fixture.snapshot() == before)
        try await service.undoCheckIn(of: read.id, for: fixture.user)
        #expect(try await service.entries(of: read.id, for: fixture.user).isEmpty)
    }

    @Test func aLaterWordOfTheNameFindsTheHabit() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let water = try await service.createHabit(HabitDraft(name: "Drink water"), for: fixture.user)
        _ = try await service.createHabit(HabitDraft(name: "Call a friend"), for: fixture.user)
        _ = try await service.createHabit(HabitDraft(name: "Walk a dog"), for: fixture.user)
        #expect(try await service.resolveHabit("water", of: fixture.user).id == water.id)
        await #expect { try await service.resolveHabit("a", of: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .ambiguous
        }
    }

    @Test func presetsFindTheirCategoryAfterItIsRenamed() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let health = try await service.resolveCategory("Health", of: fixture.user)
        _ = try await service.renameCategory(health.id, to: "Wellness", for: fixture.user)
        let water = try await service.createHabit(fromPreset: "health.drinkWater", for: fixture.user)
        #expect(water.categoryID == health.id)
    }
}
