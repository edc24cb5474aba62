import CadenceCore
import CadenceImport
import CadenceSQLite
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceServices

/// Loop Habit Tracker database backups (docs/import-export.md): the shared samples and files of
/// every schema version written by the tests.
@Suite struct LoopDatabaseImportTests {
    /// Milliseconds at UTC midnight of a day, as Loop stamps entries.
    static func stamp(_ day: String) -> Int64 { Int64(Day.of(day).ordinal) * 86_400_000 }

    @Test func sharedVersion21SampleImportsItsHabitAndCheckIns() async throws {
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(ImportFixture.loopFixture("loop-v21.db"))
        #expect(result.summary.format == .loopDatabase)
        #expect(result.summary.habitsCreated == 1)
        #expect(result.summary.checkIns == 3)
        let habit = try #require(try await fixture.habit(named: "Hello world"))
        #expect(habit.schedule == .daily)
        #expect(habit.goal == .simple())
        #expect(habit.color == "teal", "index 8 of the 20-color palette (version 21 and later) is teal")
        #expect(habit.sourceID == "loop:0")
        #expect(habit.startDay == Day.of("2017-06-19"))
        let checkIns = try await fixture.checkIns(of: habit)
        #expect(checkIns.map(\.day) == [Day.of("2017-06-19"), Day.of("2017-06-20"), Day.of("2017-06-21")])
        #expect(checkIns.allSatisfy { $0.amount == 1 })
    }

    @Test func sharedVersion22SampleKeepsQuestionAndReminderDays() async throws {
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(ImportFixture.loopFixture("loop-v22.db"))
        #expect(result.summary.habitsCreated == 2)
        let workOut = try #require(try await fixture.habit(named: "Work out"))
        #expect(workOut.description == "Did you work out?", "before version 23 the description holds the question")
        // 113 = bits 0, 4, 5, 6: Saturday, Wednesday, Thursday, Friday.
        #expect(
            workOut.reminders == [Reminder(hour: 18, minute: 0, weekdays: [.saturday, .wednesday, .thursday, .friday])])
        #expect(try await fixture.checkIns(of: workOut).map(\.day) == [Day.of("2020-01-01")])
        let test = try #require(try await fixture.habit(named: "Test"))
        #expect(test.reminders.isEmpty)
        #expect(try await fixture.checkIns(of: test).isEmpty)
        #expect(test.startDay == fixture.service.calendarToday)
        #expect(workOut.sortOrder < test.sortOrder)
    }

    @Test func reimportingTheSameBackupCreatesNoDuplicates() async throws {
        let fixture = try await ImportFixture()
        try await fixture.importFile(ImportFixture.loopFixture("loop-v21.db"))
        let before = try await fixture.snapshot()
        let again = try await fixture.importFile(ImportFixture.loopFixture("loop-v21.db"))
        #expect(again.summary.habitsCreated == 0)
        #expect(again.summary.habitsMerged == 1)
        #expect(again.summary.checkIns == 0)
        #expect(again.summary.checkInsAlreadyPresent == 3)
        #expect(try await fixture.snapshot() == before)
        #expect(try await fixture.importer.history(for: fixture.user).count == 2)
    }

    @Test func version25ReadsNumericalHabitsNotesSkipsAndUUIDs() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("loop-v25.db")
        try LoopBackupWriter.write(
            to: file, version: 25,
            habits: [
                .init(
                    id: 1, name: "Run", description: "Easy pace", question: "How far did you run?", numerator: 1,
                    denominator: 7, color: 11, position: 1, type: 1, targetType: 0, targetValue: 15, unit: "km",
                    uuid: "aa11"),
                .init(
                    id: 2, name: "Coffee", numerator: 1, denominator: 1, color: 3, position: 0, type: 1, targetType: 1,
                    targetValue: 2, unit: "cups", uuid: "bb22"),
                .init(
                    id: 3, name: "Stretch", numerator: 3, denominator: 7, color: 6, position: 2, archived: true,
                    uuid: "cc33"),
            ],
            entries: [
                .init(habit: 1, timestamp: Self.stamp("2025-03-01"), value: 5_500, notes: "windy"),
                .init(habit: 1, timestamp: Self.stamp("2025-03-02"), value: 3),
                .init(habit: 1, timestamp: Self.stamp("2025-03-03"), value: 0, notes: "rest day"),
                .init(habit: 2, timestamp: Self.stamp("2025-03-01"), value: 3_000),
                .init(habit: 3, timestamp: Self.stamp("2025-03-01"), value: 2, notes: "good"),
                .init(habit: 3, timestamp: Self.stamp("2025-03-02"), value: 1),
                .init(habit: 3, timestamp: Self.stamp("2025-03-03"), value: 0, notes: "forgot"),
                .init(habit: 3, timestamp: Self.stamp("2025-03-04"), value: 3, notes: "ill"),
                .init(habit: 3, timestamp: Self.stamp("2025-03-05"), value: -1),
            ])
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(file)
        #expect(result.summary.notImported["YES_AUTO (derived by Loop from the frequency)"] == 1)
        #expect(result.summary.notImported["NO"] == 1)
        #expect(result.summary.skippedDays == 2)

        let run = try #require(try await fixture.habit(named: "Run"))
        #expect(run.kind == .build)
        #expect(run.goal == Goal(type: .distance, unit: "km", target: 15, period: .week))
        #expect(run.schedule == .daily)
        #expect(run.description == "How far did you run?\n\nEasy pace")
        #expect(run.color == "blue")
        #expect(run.sourceID == "loop:aa11")
        let runCheckIns = try await fixture.checkIns(of: run)
        #expect(runCheckIns.map(\.amount) == [5.5])
        #expect(runCheckIns.first?.note == "windy")
        #expect(
            try await fixture.dayRecords(of: run) == [
                DayRecord(habitID: run.id, day: Day.of("2025-03-02"), isSkipped: true),
                DayRecord(habitID: run.id, day: Day.of("2025-03-03"), note: "rest day"),
            ])

        let coffee = try #require(try await fixture.habit(named: "Coffee"))
        #expect(coffee.kind == .quit)
        #expect(coffee.goal == Goal(type: .cups, unit: "cups", target: 2, period: .day))
        #expect(coffee.color == "amber")
        #expect(try await fixture.checkIns(of: coffee).map(\.amount) == [3])
        #expect(coffee.sortOrder < run.sortOrder, "Loop's positions order the habits")

        let stretch = try #require(try await fixture.habit(named: "Stretch"))
        #expect(stretch.isArchived)
        #expect(stretch.schedule == .timesPerWeek(3))
        #expect(stretch.color == "#7CB342")
        #expect(try await fixture.checkIns(of: stretch).map(\.note) == ["good"])
        #expect(
            try await fixture.dayRecords(of: stretch) == [
                DayRecord(habitID: stretch.id, day: Day.of("2025-03-03"), note: "forgot"),
                DayRecord(habitID: stretch.id, day: Day.of("2025-03-04"), isSkipped: true, note: "ill"),
            ])
    }

    /// docs/domain-rules.md §7 "Dates", for a habit the file merges into: a skip stamped
    /// `Int64.min` (fuzz case loop-db seed 11 case 416) is refused, the store unchanged; it once
    /// moved the habit's start 292 million years back, and reading its history then trapped.
    @Test func aSkipFarOutsideTheDatesIsRefusedForAMergedHabitToo() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("far.db")
        try LoopBackupWriter.write(
            to: file, version: 22,
            habits: [.init(id: 1, name: "Meditate")],
            entries: [
                .init(habit: 1, timestamp: Int64.min, value: 3),
                .init(habit: 1, timestamp: Self.stamp("2025-03-01"), value: 2),
            ])
        let fixture = try await ImportFixture()
        _ = try await fixture.service.createHabit(
            HabitDraft(name: "Meditate", startDay: Day.of("2025-01-01")), for: fixture.user)
        try await fixture.expectRefusal(file, mentioning: "outside the dates Cadence keeps")
    }
}

extension CadenceService {
    /// Today for the fixture's user (the fixture's zone is fixed, so this is the fixed now's day).
    var calendarToday: Day { UserCalendar(timeZone: TimeZone(identifier: "Europe/Paris")!).day(containing: now) }

}
