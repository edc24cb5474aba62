import CadenceCore
import CadenceImport
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// The generic CSV (`habit,date[,amount][,note]`, docs/import-export.md "Generic CSV").
@Suite struct GenericCSVImportTests {
    static let sample = """
        Habit,Date,Amount,Note
        Meditate,2026-03-01,,calm
        Meditate,2026-03-02,yes,
        Meditate,2026-03-03,skip,travelling
        Meditate,2026-03-04,no,forgot
        Water,2026-03-01,3,
        Water,2026-03-01,2.5,evening
        Water,2026-03-02T23:30:00Z,4,
        "Read, slowly",2026-03-02,x,"a ""great"" book"
        """

    @Test func rowsBecomeHabitsCheckInsSkipsAndNotes() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(try folder.write(Self.sample, to: "streaks.csv"))
        #expect(result.summary.format == .genericCSV)
        #expect(result.summary.habitsCreated == 3)
        #expect(result.summary.notImported[SourceHistoryReasons.notDone] == 1)

        let meditate = try #require(try await fixture.habit(named: "Meditate"))
        #expect(meditate.goal == .simple())
        #expect(try await fixture.checkIns(of: meditate).map(\.day) == [Day.of("2026-03-01"), Day.of("2026-03-02")])
        #expect(try await fixture.checkIns(of: meditate).first?.note == "calm")
        let records = try await fixture.dayRecords(of: meditate)
        #expect(records.map(\.day) == [Day.of("2026-03-03"), Day.of("2026-03-04")])
        #expect(records.first?.isSkipped == true)
        #expect(records.first?.note == "travelling")
        #expect(records.last?.isSkipped == false)
        #expect(records.last?.note == "forgot")

        let water = try #require(try await fixture.habit(named: "Water"))
        #expect(water.goal == Goal(type: .repetitions, unit: "times", target: 1))
        let waterCheckIns = try await fixture.checkIns(of: water)
        #expect(waterCheckIns.map(\.amount) == [3, 2.5, 4])
        // 23:30 UTC is 00:30 the next day in Paris: the instant's day is the user's.
        #expect(waterCheckIns.last?.day == Day.of("2026-03-03"))

        let read = try #require(try await fixture.habit(named: "Read, slowly"))
        #expect(try await fixture.checkIns(of: read).first?.note == "a \"great\" book")
    }

    @Test func reimportingChangesNothing() async throws {
        let folder = try TemporaryFolder()
        try await ImportFixture().expectReimportAddsNothing(try folder.write(Self.sample, to: "streaks.csv"))
    }

    @Test func aUnitColumnNamesWhatIsCounted() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        try await fixture.importFile(
            try folder.write("name,day,value,unit\nRun,2026-03-01,5.2,km\nRun,2026-03-02,3,km\n", to: "run.csv"))
        let run = try #require(try await fixture.habit(named: "Run"))
        #expect(run.goal.type == .distance)
        #expect(run.goal.unit == "km")
    }

    @Test(arguments: [
        ("habit,date\nMeditate,03/01/2026\n", "line 2"),
        ("habit,date,amount\nMeditate,2026-03-01,-2\n", "not an amount"),
        ("habit,date,amount\nMeditate,2026-03-01,1e999\n", "not an amount"),
        ("habit,date,amount\nMeditate,2026-03-01,nan\n", "not an amount"),
        ("habit,date\n,2026-03-01\n", "empty"),
        ("habit,date\nMeditate,99999-01-01\n", "not a date"),
        ("habit,date\n\"Meditate,2026-03-01\n", "quote"),
    ])
    func badRowsAreRefusedAndChangeNothing(text: String, expected: String) async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        try await fixture.expectRefusal(try folder.write(text, to: "bad.csv"), format: .genericCSV, mentioning: expected)
    }

    @Test func aFileWithoutHabitAndDateColumnsIsNotGuessed() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        await #expect(throws: ImportFailure.self) {
            try await fixture.importFile(try folder.write("a,b\n1,2\n", to: "table.csv"))
        }
        await #expect(throws: ImportFailure.self) {
            try await fixture.importFile(try folder.write("a,b\n1,2\n", to: "table.csv"), format: .genericCSV)
        }
    }

    @Test func aDayOutsideTheSupportedRangeIsRefused() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        await #expect(throws: (any Error).self) {
            try await fixture.importFile(try folder.write("habit,date\nOld,0001-01-01\n", to: "old.csv"))
        }
        #expect(try await fixture.snapshot() == before)
    }
}

/// The "not imported" reasons the tests look for.
enum SourceHistoryReasons {
    static let notDone = "entries marked not done"
}
