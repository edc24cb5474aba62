import CadenceCore
import CadenceImport
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// Loop Habit Tracker's CSV export, unzipped (docs/import-export.md).
@Suite struct LoopCSVImportTests {
    @Test func sharedExportImportsHabitsFrequenciesColorsAndNotes() async throws {
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(ImportFixture.loopFixture("csv-export"))
        #expect(result.summary.format == .loopCSV)
        #expect(result.summary.habitsCreated == 2)
        let meditate = try #require(try await fixture.habit(named: "Meditate"))
        #expect(meditate.description == "Did you meditate this morning?")
        #expect(meditate.schedule == .daily)
        #expect(meditate.color == "amber")
        #expect(try await fixture.checkIns(of: meditate).isEmpty)
        let wake = try #require(try await fixture.habit(named: "Wake up early"))
        #expect(wake.schedule == .timesInDays(2, 3))
        #expect(wake.color == "teal")
        let checkIns = try await fixture.checkIns(of: wake)
        #expect(
            checkIns.map(\.day.description) == [
                "2015-01-16", "2015-01-17", "2015-01-20", "2015-01-21", "2015-01-22", "2015-01-25",
            ])
        // Notes on days without a check-in (NO, YES_AUTO) are kept on the day.
        #expect(
            try await fixture.dayRecords(of: wake) == [
                DayRecord(habitID: wake.id, day: Day.of("2015-01-19"), note: "\"Vacation\""),
                DayRecord(habitID: wake.id, day: Day.of("2015-01-23"), note: "Forgot to do it, really"),
                DayRecord(habitID: wake.id, day: Day.of("2015-01-24"), note: "Sick"),
            ])
        #expect(result.summary.notImported["YES_AUTO (derived by Loop from the frequency)"] == 3)
        #expect(result.summary.notImported["NO"] == 1)
        #expect(meditate.sortOrder < wake.sortOrder)
    }

    @Test func importingTheCSVExportTwiceMatchesHabitsByName() async throws {
        let fixture = try await ImportFixture()
        try await fixture.importFile(ImportFixture.loopFixture("csv-export"))
        let before = try await fixture.snapshot()
        let again = try await fixture.importFile(ImportFixture.loopFixture("csv-export/Habits.csv"))
        #expect(again.summary.habitsMerged == 2)
        #expect(again.summary.checkIns == 0)
        #expect(try await fixture.snapshot() == before)
    }

    @Test func numericalHabitsAndTheOlderHeaderlessLayoutRead() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
            001,Pages,NUMERICAL,How many pages?,Novels count,1,30,#123ABC,pages,AT_LEAST,300.0,false
            002,Sugar,NUMERICAL,,,1,1,#1976D2,g,AT_MOST,25.0,true

            """, to: "export/Habits.csv")
        try folder.write(
            "Date,Value,Notes\n2024-02-02,12500,\"great, long\"\n2024-02-01,SKIP,\n",
            to: "export/001 Pages/Checkmarks.csv")
        try folder.write("2024-02-02,30000\n2024-02-01,0\n", to: "export/002 Sugar/Checkmarks.csv")
        let fixture = try await ImportFixture()
        try await fixture.importFile(try folder.folder("export"))
        let pages = try #require(try await fixture.habit(named: "Pages"))
        #expect(pages.goal == Goal(type: .repetitions, unit: "pages", target: 300, period: .month))
        #expect(pages.color == "#123ABC")
        #expect(pages.description == "How many pages?\n\nNovels count")
        let pageCheckIns = try await fixture.checkIns(of: pages)
        #expect(pageCheckIns.map(\.amount) == [12.5])
        #expect(pageCheckIns.map(\.note) == ["great, long"])
        #expect(try await fixture.dayRecords(of: pages).map(\.isSkipped) == [true])
        let sugar = try #require(try await fixture.habit(named: "Sugar"))
        #expect(sugar.kind == .quit)
        #expect(sugar.isArchived)
        #expect(sugar.goal == Goal(type: .weight, unit: "g", target: 25, period: .day))
        #expect(sugar.color == "blue")
        #expect(try await fixture.checkIns(of: sugar).map(\.amount) == [30])
    }

    @Test func theOldestHabitsHeaderReads() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Walk,Did you walk?,,3,7,#F57C00\n",
            to: "old/Habits.csv")
        try folder.write("2019-05-01,2\n2019-05-02,1\n", to: "old/001 Walk/Checkmarks.csv")
        let fixture = try await ImportFixture()
        try await fixture.importFile(try folder.folder("old"))
        let walk = try #require(try await fixture.habit(named: "Walk"))
        #expect(walk.schedule == .timesPerWeek(3))
        #expect(walk.color == "orange")
        #expect(walk.description == "Did you walk?")
        #expect(try await fixture.checkIns(of: walk).count == 1)
    }

    @Test func aMissingHabitFolderFallsBackToTheRootCheckmarks() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target "
                + "Value,Archived?\n001,Yoga,YES_NO,,,1,1,#D32F2F,,,,false\n",
            to: "x/Habits.csv")
        try folder.write("Date,Yoga,\n2024-01-02,YES_MANUAL,\n2024-01-01,NO,\n", to: "x/Checkmarks.csv")
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(try folder.folder("x"))
        #expect(result.summary.checkIns == 1)
        #expect(result.summary.warnings.contains { $0.message.contains("root Checkmarks.csv") })
    }

    @Test func malformedCSVNamesTheFileAndLine() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target "
                + "Value,Archived?\n001,Run,YES_NO,,,1,1,#D32F2F,,,,false\n",
            to: "bad/Habits.csv")
        try folder.write(
            "Date,Value,Notes\n2024-01-01,YES_MANUAL,\n2024-13-45,YES_MANUAL,\n", to: "bad/001 Run/Checkmarks.csv")
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) {
            try await fixture.importFile(try folder.folder("bad"))
        }
        let issue = try #require(failure?.issues.first)
        #expect(issue.location == "001 Run/Checkmarks.csv line 3")
        #expect(issue.field == "Date")
        #expect(try await fixture.store.habits(of: fixture.user, includeArchived: true).isEmpty)

        try folder.write("Position,Name,Type\n001,\"Unclosed,YES_NO\n", to: "truncated/Habits.csv")
        let truncated = await #expect(throws: ImportFailure.self) {
            try await fixture.importFile(try folder.folder("truncated"))
        }
        #expect(truncated?.issues.first?.location == "Habits.csv line 2")
    }
}
