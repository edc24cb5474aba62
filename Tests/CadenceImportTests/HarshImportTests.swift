import CadenceCore
import CadenceImport
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// harsh's `habits` and `log` files (docs/import-export.md "harsh").
@Suite struct HarshImportTests {
    static let habits = """
        # My habits
        ! Mornings
        Stretched: 1
        Wrote pages: 3/7

        ! Home
        Watered plants: 1w
        Language app: 5/7: 2026-03-10
        Espresso: 0
        Ancient ritual: 2/730
        not a habit line

        """
    static let log = """
        2026-03-01 : Stretched : y :  : 
        2026-03-01 : Wrote pages : y : short story : 2
        2026-03-02 : Stretched : s : travelling : 
        2026-03-02 : Espresso : y :  : 3
        2026-03-03 : Stretched : n : overslept : 0
        2026-03-03 : Watered plants : y
        2026-03-04 : Stretched : y : first : 
        2026-03-04 : Stretched : y : second :
        2026-03-05 : Language app : y
        2026-03-05 : Retired habit : y :  : 
        # a comment

        """
    static let replacedReason = "entries replaced by a later one for the same habit and day"
    static let unknownReason = "entries of habits not in the habits file"

    /// A folder `harsh` holding the two files.
    static func harshFolder(
        in folder: TemporaryFolder, habits: String = HarshImportTests.habits, log: String = HarshImportTests.log
    ) throws -> URL {
        try folder.write(habits, to: "harsh/habits")
        try folder.write(log, to: "harsh/log")
        return folder.file("harsh")
    }

    @Test func habitsSchedulesCheckInsSkipsAndNotes() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(try Self.harshFolder(in: folder))
        #expect(result.summary.format == .harsh)
        #expect(result.summary.habitsCreated == 6)
        #expect(result.summary.categoriesCreated == 2)
        #expect(result.summary.notImported[SourceHistoryReasons.notDone] == 1)
        #expect(result.summary.notImported[Self.replacedReason] == 1)
        #expect(result.summary.notImported[Self.unknownReason] == 1)
        #expect(result.summary.warnings.contains { $0.location == "habits line 11" })
        #expect(result.summary.warnings.contains { $0.message.contains("Retired habit") })
        let categories = try await fixture.store.categories(of: fixture.user)

        let stretched = try #require(try await fixture.habit(named: "Stretched"))
        #expect(stretched.schedule == .daily)
        #expect(stretched.goal == .simple())
        #expect(stretched.sourceID == "harsh:stretched")
        #expect(categories.first { $0.id == stretched.categoryID }?.name == "Mornings")
        let checkIns = try await fixture.checkIns(of: stretched)
        #expect(checkIns.map(\.day) == [Day.of("2026-03-01"), Day.of("2026-03-04")])
        #expect(checkIns.first?.note == nil)
        #expect(checkIns.last?.note == "second")
        let records = try await fixture.dayRecords(of: stretched)
        #expect(records.map(\.day) == [Day.of("2026-03-02"), Day.of("2026-03-03")])
        #expect(records.first?.isSkipped == true)
        #expect(records.first?.note == "travelling")
        #expect(records.last?.isSkipped == false)
        #expect(records.last?.note == "overslept")

        let pages = try #require(try await fixture.habit(named: "Wrote pages"))
        #expect(pages.schedule == .timesPerWeek(3))
        #expect(pages.goal == Goal(type: .repetitions, unit: "times", target: 1))
        #expect(try await fixture.checkIns(of: pages).map(\.amount) == [2])
        #expect(try await fixture.checkIns(of: pages).first?.note == "short story")

        let plants = try #require(try await fixture.habit(named: "Watered plants"))
        #expect(plants.schedule == .timesPerWeek(1))
        #expect(categories.first { $0.id == plants.categoryID }?.name == "Home")

        let language = try #require(try await fixture.habit(named: "Language app"))
        #expect(language.schedule == .timesPerWeek(5))
        #expect(language.startDay == Day.of("2026-03-05"))
        #expect(language.endDay == Day.of("2026-03-10"))

        let espresso = try #require(try await fixture.habit(named: "Espresso"))
        #expect(espresso.schedule == .daily)
        #expect(try await fixture.checkIns(of: espresso).map(\.amount) == [3])
        #expect(result.summary.warnings.contains { $0.field == "frequency" && $0.location.contains("Espresso") })

        let ritual = try #require(try await fixture.habit(named: "Ancient ritual"))
        #expect(ritual.schedule == .timesInDays(1, 365))
        #expect(result.summary.warnings.contains { $0.field == "frequency" && $0.location.contains("Ancient ritual") })
    }

    @Test func reimportingChangesNothing() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let harsh = try Self.harshFolder(in: folder)
        try await fixture.importFile(harsh)
        let before = try await fixture.snapshot()
        let again = try await fixture.importFile(harsh)
        #expect(again.summary.habitsCreated == 0)
        #expect(again.summary.checkIns == 0)
        #expect(try await fixture.snapshot() == before)
    }

    @Test func windowsLineEndsReadTheSame() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let harsh = try Self.harshFolder(
            in: folder, habits: Self.habits.replacingOccurrences(of: "\n", with: "\r\n"),
            log: Self.log.replacingOccurrences(of: "\n", with: "\r\n"))
        let result = try await fixture.importFile(harsh)
        #expect(result.summary.habitsCreated == 6)
        let stretched = try #require(try await fixture.habit(named: "Stretched"))
        #expect(try await fixture.checkIns(of: stretched).count == 2)
    }

    @Test func theFolderOrOneOfItsFilesIsDetectedByContent() throws {
        let folder = try TemporaryFolder()
        let harsh = try Self.harshFolder(in: folder)
        let detected = try FormatDetector.detect(harsh)
        #expect(detected.format == .harsh)
        #expect(detected.url.standardizedFileURL.path == harsh.standardizedFileURL.path)
        let fromFile = try FormatDetector.detect(harsh.appendingPathComponent("log"))
        #expect(fromFile.format == .harsh)
        #expect(fromFile.url.standardizedFileURL.path == harsh.standardizedFileURL.path)

        try folder.write("hello there\n", to: "other/habits")
        try folder.write("", to: "other/log")
        #expect(throws: ImportFailure.self) { try FormatDetector.detect(folder.file("other")) }
    }

    @Test(arguments: [
        ("Gym: often\n", "2026-03-01 : Gym : y\n", "habits line 1"),
        ("Gym: 5/3\n", "", "more times"),
        ("Gym: 3/0\n", "", "period of 0"),
        ("Gym: 99999999999999999999\n", "", "not a frequency"),
        ("Gym: 9999w\n", "", "at most"),
        ("Gym: 1/2/3\n", "", "not a frequency"),
        ("Gym: 1: 2026-02-30\n", "", "not a date"),
        ("Gym: 3/7\n", "2026-03-01 : Gym : maybe\n", "not y, n or s"),
        ("Gym: 3/7\n", "2026-03-01 : Gym\n", "log line 1"),
        ("Gym: 3/7\n", "2026-3-1 : Gym : y\n", "not a date"),
        ("Gym: 3/7\n", "2026-03-01 : Gym : y : a : 1 : extra\n", "not a log entry"),
        ("Gym: 3/7\n", "2026-03-01 : Gym : y\n2026-03-0", "log line 2"),
    ])
    func badInputIsRefusedNamingTheLineAndChangesNothing(habits: String, log: String, expected: String)
        async throws
    {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let harsh = try Self.harshFolder(in: folder, habits: habits, log: log)
        try await fixture.expectRefusal(harsh, format: .harsh, mentioning: expected)
    }

    /// `harsh ask` writes whatever follows `@` (`y @ 30min`); harsh reads such an amount as 0
    /// with a warning and keeps the entry, so the import does too.
    @Test func anAmountThatIsNotANumberIsAWarningAndTheEntryIsKept() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let harsh = try Self.harshFolder(
            in: folder, habits: "! Health\nGym: 3/7\n",
            log: """
                2026-03-01 : Gym : y : legs : 30min
                2026-03-02 : Gym : y :  : -5
                2026-03-03 : Gym : y :  : 1e999
                2026-03-04 : Gym : y : arms : 

                """)
        let result = try await fixture.importFile(harsh)
        #expect(result.summary.habitsCreated == 1)
        #expect(result.summary.checkIns == 4)
        let amountWarnings = result.summary.warnings.filter { $0.field == "amount" }
        #expect(amountWarnings.map(\.location) == ["log line 1", "log line 2", "log line 3"])
        #expect(amountWarnings.first?.message.contains("30min") == true)
        let gym = try #require(try await fixture.habit(named: "Gym"))
        #expect(try await fixture.checkIns(of: gym).map(\.amount) == [1, 1, 1, 1])
    }

    /// Past 20 unreadable amounts, one warning counts the rest.
    @Test func manyUnreadableAmountsAreCountedInOneWarning() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let log = (1...25).map { "2026-01-\(String(format: "%02d", $0)) : Gym : y :  : lots\n" }.joined()
        let harsh = try Self.harshFolder(in: folder, habits: "Gym: 3/7\n", log: log)
        let result = try await fixture.importFile(harsh)
        #expect(result.summary.checkIns == 25)
        let amountWarnings = result.summary.warnings.filter { $0.field == "amount" }
        #expect(amountWarnings.count == 21)
        #expect(amountWarnings.last?.message.contains("5 more entries") == true)
    }

    /// A byte-order mark at the start of either file (a Windows editor's) is not part of its
    /// first line.
    @Test func aByteOrderMarkIsIgnored() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let harsh = try Self.harshFolder(
            in: folder, habits: "\u{FEFF}Gym: 3/7\n", log: "\u{FEFF}2026-03-01 : Gym : y :  : \n")
        let result = try await fixture.importFile(harsh)
        #expect(result.summary.habitsCreated == 1)
        #expect(result.summary.checkIns == 1)
        #expect(try await fixture.habit(named: "Gym") != nil)
    }

    @Test func hugeAmountsAreRefusedWithoutACrash() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        let harsh = try Self.harshFolder(
            in: folder, habits: "Gym: 3/7\n", log: "2026-03-01 : Gym : y :  : \(Double.greatestFiniteMagnitude)\n")
        await #expect(throws: (any Error).self) {
            try await fixture.importFile(harsh, format: .harsh)
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func aMissingLogFileIsRefused() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        try folder.write("Gym: 3/7\n", to: "harsh/habits")
        await #expect {
            try await fixture.importFile(folder.file("harsh"), format: .harsh)
        } throws: { error in
            "\(error)".contains("log")
        }
    }
}
