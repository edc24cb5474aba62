import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

@Suite struct CheckInServiceTests {
    private func makeHabit(_ fixture: ServiceFixture, _ draft: HabitDraft) async throws -> Habit {
        var draft = draft
        if draft.startDay == nil { draft.startDay = Day("2026-03-01") }
        return try await fixture.service().createHabit(draft, for: fixture.user)
    }

    @Test func addWithoutAmountRecordsOneOrTheDailyTarget() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let simple = try await makeHabit(fixture, HabitDraft(name: "Vitamins"))
        let water = try await makeHabit(fixture, HabitDraft(name: "Water", goal: Goal(type: .cups, unit: "cups", target: 8)))
        let coffee = try await makeHabit(fixture, HabitDraft(name: "Coffee", kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2)))
        #expect(try await service.addCheckIn(to: simple.id, for: fixture.user).map(\.amount) == [1])
        #expect(try await service.addCheckIn(to: water.id, for: fixture.user).map(\.amount) == [8])
        #expect(try await service.addCheckIn(to: coffee.id, for: fixture.user).map(\.amount) == [1])
        let checkIn = try #require(try await service.entries(of: water.id, for: fixture.user).first)
        #expect(checkIn.day == Day("2026-03-18"))
        #expect(checkIn.at == ServiceFixture.defaultNow)
    }

    @Test func amountsConvertFromCompatibleUnitsOnly() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let run = try await makeHabit(fixture, HabitDraft(name: "Run", goal: Goal(type: .distance, unit: "km", target: 5)))
        let added = try await service.addCheckIn(to: run.id, for: fixture.user, amount: 500, unit: "m")
        #expect(added.map(\.amount) == [0.5])
        let before = try await fixture.snapshot()
        await #expect { try await service.addCheckIn(to: run.id, for: fixture.user, amount: 5, unit: "min") } throws: { error in
            (error as? CadenceError)?.code == .unitIncompatible
        }
        await #expect { try await service.addCheckIn(to: run.id, for: fixture.user, amount: -1) } throws: { error in
            (error as? CadenceError)?.code == .amountInvalid
        }
        await #expect { try await service.addCheckIn(to: run.id, for: fixture.user, amount: .nan) } throws: { error in
            (error as? CadenceError)?.code == .amountInvalid
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func simpleHabitAmountBecomesThatManyCheckInsOfOne() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let hands = try await makeHabit(fixture, HabitDraft(name: "Wash hands", goal: .simple(timesPerDay: 5)))
        let added = try await service.addCheckIn(to: hands.id, for: fixture.user, amount: 3)
        #expect(added.map(\.amount) == [1, 1, 1])
        await #expect { try await service.addCheckIn(to: hands.id, for: fixture.user, amount: 1.5) } throws: { error in
            (error as? CadenceError)?.code == .amountInvalid
        }
    }

    @Test func futureAndPreStartCheckInsAreRefusedAndWriteNothing() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let habit = try await makeHabit(fixture, HabitDraft(name: "Read"))
        let before = try await fixture.snapshot()
        await #expect { try await service.addCheckIn(to: habit.id, for: fixture.user, on: Day("2026-03-19")) } throws: { error in
            (error as? CadenceError)?.code == .checkInInFuture
        }
        await #expect { try await service.addCheckIn(to: habit.id, for: fixture.user, on: Day("2026-02-28")) } throws: { error in
            (error as? CadenceError)?.code == .checkInBeforeStart
        }
        await #expect { try await service.setDayTotal(of: habit.id, for: fixture.user, to: 1, on: Day("2026-03-19")) } throws: { error in
            (error as? CadenceError)?.code == .checkInInFuture
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func backfilledDayIsStampedAtNoonOrTheGivenTime() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let habit = try await makeHabit(fixture, HabitDraft(name: "Read"))
        let noon = try #require(try await service.addCheckIn(to: habit.id, for: fixture.user, on: Day("2026-03-10")).first)
        #expect(noon.at == ServiceFixture.instant("2026-03-10T11:00:00Z"))
        let evening = try #require(try await service.addCheckIn(to: habit.id, for: fixture.user, on: Day("2026-03-11"), time: (21, 15)).first)
        #expect(evening.at == ServiceFixture.instant("2026-03-11T20:15:00Z"))
        #expect(evening.day == Day("2026-03-11"))
    }

    @Test func setReplacesTheDayAndZeroClearsIt() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let water = try await makeHabit(fixture, HabitDraft(name: "Water", goal: Goal(type: .cups, unit: "cups", target: 8)))
        try await service.addCheckIn(to: water.id, for: fixture.user, amount: 2)
        try await service.addCheckIn(to: water.id, for: fixture.user, amount: 3)
        try await service.addCheckIn(to: water.id, for: fixture.user, amount: 1, on: Day("2026-03-17"))
        try await service.setDayTotal(of: water.id, for: fixture.user, to: 6)
        let today = try await service.entries(of: water.id, for: fixture.user, from: Day("2026-03-18"), through: Day("2026-03-18"))
        #expect(today.map(\.amount) == [6])
        try await service.setDayTotal(of: water.id, for: fixture.user, to: 0)
        #expect(try await service.entries(of: water.id, for: fixture.user).map(\.day) == [Day("2026-03-17")!])
    }

    @Test func undoRemovesTheDaysLatestCheckIn() async throws {
        let fixture = try await ServiceFixture()
        let habit = try await makeHabit(fixture, HabitDraft(name: "Water", goal: Goal(type: .cups, unit: "cups", target: 8)))
        try await fixture.service(on: "2026-03-18", hour: 8).addCheckIn(to: habit.id, for: fixture.user, amount: 1)
        try await fixture.service(on: "2026-03-18", hour: 11).addCheckIn(to: habit.id, for: fixture.user, amount: 2)
        try await fixture.service(on: "2026-03-18", hour: 9).addCheckIn(to: habit.id, for: fixture.user, amount: 4, on: Day("2026-03-17"))
        let service = fixture.service()
        let undone = try await service.undoCheckIn(of: habit.id, for: fixture.user)
        #expect(undone.amount == 2)
        #expect(try await service.entries(of: habit.id, for: fixture.user).map(\.amount).sorted() == [1, 4])
        try await service.undoCheckIn(of: habit.id, for: fixture.user)
        let before = try await fixture.snapshot()
        await #expect { try await service.undoCheckIn(of: habit.id, for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .nothingToUndo
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func deleteOneCheckInById() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let habit = try await makeHabit(fixture, HabitDraft(name: "Read"))
        let added = try await service.addCheckIn(to: habit.id, for: fixture.user)
        let id = try #require(added.first?.id)
        try await service.deleteCheckIn(id, for: fixture.user)
        #expect(try await service.entries(of: habit.id, for: fixture.user).isEmpty)
        await #expect { try await service.deleteCheckIn(id, for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .notFound
        }
    }

    @Test func dayStartFourPutsOneThirtyOnThePreviousDate() async throws {
        let fixture = try await ServiceFixture(dayStart: 4)
        let habit = try await makeHabit(fixture, HabitDraft(name: "Read"))
        // 2026-03-18 01:30 in Paris (UTC+1).
        let service = fixture.service(at: ServiceFixture.instant("2026-03-18T00:30:00Z"))
        let checkIn = try #require(try await service.addCheckIn(to: habit.id, for: fixture.user).first)
        #expect(checkIn.day == Day("2026-03-17"))
        let late = try #require(try await service.addCheckIn(to: habit.id, for: fixture.user, on: Day("2026-03-16"), time: (1, 30)).first)
        #expect(late.day == Day("2026-03-16"))
        #expect(late.at == ServiceFixture.instant("2026-03-17T00:30:00Z"))
    }

    @Test func changingTheTimeZoneDoesNotMovePastCheckIns() async throws {
        let fixture = try await ServiceFixture()
        let habit = try await makeHabit(fixture, HabitDraft(name: "Read"))
        // 23:30 in Paris on 2026-03-17 is already the 18th in Tokyo.
        let evening = fixture.service(at: ServiceFixture.instant("2026-03-17T22:30:00Z"))
        try await evening.addCheckIn(to: habit.id, for: fixture.user)
        try await evening.updateSettings(of: fixture.user) { $0.timeZoneIdentifier = "Asia/Tokyo" }
        let entries = try await evening.entries(of: habit.id, for: fixture.user)
        #expect(entries.map(\.day) == [Day("2026-03-17")!])
        let stats = try await fixture.service(at: ServiceFixture.instant("2026-03-18T02:00:00Z"))
            .statistics(of: habit.id, for: fixture.user)
        #expect(stats.asOf == Day("2026-03-18"))
        #expect(stats.currentStreak.count == 1)
    }

    @Test func skipRangeUnskipAndBounds() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let habit = try await makeHabit(fixture, HabitDraft(name: "Read"))
        try await service.setSkipped(true, habit: habit.id, for: fixture.user, from: Day("2026-03-10")!, through: Day("2026-03-12")!)
        #expect(
            try await service.dayRecords(of: habit.id, for: fixture.user).filter(\.isSkipped).map(\.day.description)
                == ["2026-03-10", "2026-03-11", "2026-03-12"])
        try await service.setSkipped(false, habit: habit.id, for: fixture.user, from: Day("2026-03-11")!, through: Day("2026-03-11")!)
        #expect(try await service.dayRecords(of: habit.id, for: fixture.user).map(\.day.description) == ["2026-03-10", "2026-03-12"])
        let before = try await fixture.snapshot()
        await #expect {
            try await service.setSkipped(true, habit: habit.id, for: fixture.user, from: Day("2026-02-20")!, through: Day("2026-03-02")!)
        } throws: { error in
            (error as? CadenceError)?.code == .checkInBeforeStart
        }
        await #expect {
            try await service.setSkipped(true, habit: habit.id, for: fixture.user, from: Day("2026-03-12")!, through: Day("2026-03-11")!)
        } throws: { error in
            (error as? CadenceError)?.code == .dateRangeInvalid
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func difficultyAndNotesLiveInTheDayRecord() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let habit = try await makeHabit(fixture, HabitDraft(name: "Read"))
        _ = try await service.setDifficulty(4, habit: habit.id, for: fixture.user)
        let record = try await service.setDayNote("  tired  ", habit: habit.id, for: fixture.user)
        #expect(record.difficulty == 4)
        #expect(record.note == "tired")
        let before = try await fixture.snapshot()
        for bad in [0, 6] {
            await #expect { try await service.setDifficulty(bad, habit: habit.id, for: fixture.user) } throws: { error in
                (error as? CadenceError)?.code == .difficultyOutOfRange
            }
        }
        await #expect { try await service.setDifficulty(3, habit: habit.id, for: fixture.user, on: Day("2026-03-19")) } throws: { error in
            (error as? CadenceError)?.code == .checkInInFuture
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func updateDaySetsEveryFieldInOneTransactionOrNone() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let water = try await makeHabit(fixture, HabitDraft(name: "Water", goal: Goal(type: .cups, unit: "cups", target: 8)))
        try await service.addCheckIn(to: water.id, for: fixture.user, amount: 2, on: Day("2026-03-17"))
        let before = try await fixture.snapshot()
        await #expect {
            try await service.updateDay(of: water.id, for: fixture.user, on: Day("2026-03-17")!, total: 8, difficulty: .some(9))
        } throws: { error in
            (error as? CadenceError)?.code == .difficultyOutOfRange
        }
        await #expect {
            try await service.updateDay(of: water.id, for: fixture.user, on: Day("2026-03-17")!, total: 8, unit: "km", note: "x")
        } throws: { error in
            (error as? CadenceError)?.code == .unitIncompatible
        }
        #expect(try await fixture.snapshot() == before)
        let record = try await service.updateDay(
            of: water.id, for: fixture.user, on: Day("2026-03-17")!, total: 8, difficulty: .some(3), note: "hot day")
        #expect(record.difficulty == 3)
        #expect(record.note == "hot day")
        #expect(try await service.entries(of: water.id, for: fixture.user).map(\.amount) == [8])
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil) == [Day("2026-03-17")!])
        let cleared = try await service.updateDay(of: water.id, for: fixture.user, on: Day("2026-03-17")!, difficulty: .some(nil))
        #expect(cleared.difficulty == nil)
        #expect(cleared.note == "hot day")
    }
}
