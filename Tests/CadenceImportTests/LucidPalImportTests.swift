import CadenceCore
import CadenceImport
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// LucidPal's per-month JSON files (docs/import-export.md).
@Suite struct LucidPalImportTests {
    static let water = "6F1C2A9E-0000-4000-8000-000000000001"
    static let meditate = "6F1C2A9E-0000-4000-8000-000000000002"
    static let read = "6F1C2A9E-0000-4000-8000-000000000003"

    /// A LucidPal folder: dates as ISO strings and as Swift's default numbers (seconds since 2001).
    static func writeFolder(in folder: TemporaryFolder) throws -> URL {
        try folder.write(
            """
            [
              {"id": "\(water)", "name": "Water", "emoji": "💧", "unit": "count", "targetValue": 8,
               "frequency": "daily", "colorHex": "#2196F3", "createdAt": "2025-03-01T08:00:00Z", "isArchived": false},
              {"id": "\(meditate)", "name": "Meditate", "emoji": "🧘", "unit": {"boolean": {}}, "targetValue": 1,
               "frequency": {"daily": {}}, "colorHex": "#9C27B0", "createdAt": 762508800},
              {"id": "\(read)", "name": "Read", "emoji": "📚", "unit": "duration", "targetValue": 120,
               "frequency": "weekly", "colorHex": "#4CAF50", "createdAt": "2025-03-01T08:00:00.250Z", "isArchived": true}
            ]
            """, to: "lucidpal/lucidpal_habits.json")
        try folder.write(
            """
            [
              {"id": "A1", "habitID": "\(water)", "value": 6, "date": "2025-03-02T09:30:00Z", "note": "hot day"},
              {"id": "A2", "habitID": "\(meditate)", "value": 1, "date": 762595200},
              {"id": "A3", "habitID": "\(meditate)", "value": 0, "date": "2025-03-03T07:00:00Z", "note": "skipped it"},
              {"id": "A4", "habitID": "DELETED-HABIT", "value": 1, "date": "2025-03-03T07:00:00Z"},
              {"id": "A5", "habitID": "\(read)", "value": 45, "date": "2025-03-04T21:00:00+01:00"}
            ]
            """, to: "lucidpal/lucidpal_entries_2025-03.json")
        try folder.write(
            """
            [{"id": "B1", "habitID": "\(water)", "value": 8, "date": "2025-04-01T12:00:00Z", "note": null}]
            """, to: "lucidpal/lucidpal_entries_2025-04.json")
        return folder.url.appendingPathComponent("lucidpal")
    }

    @Test func aFolderImportsUnitsFrequenciesDatesAndArchives() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(try Self.writeFolder(in: folder))
        #expect(result.summary.format == .lucidPal)
        #expect(result.summary.habitsCreated == 3)
        #expect(result.summary.notImported["entries of habits deleted in LucidPal"] == 1)

        let water = try #require(try await fixture.habit(named: "Water"))
        #expect(water.goal == Goal(type: .repetitions, unit: "times", target: 8, period: .day))
        #expect(water.icon == "💧")
        #expect(water.color == "#2196F3")
        #expect(water.sourceID == "lucidpal:\(Self.water)")
        #expect(water.startDay == Day.of("2025-03-01"))
        #expect(water.createdAt == Date(timeIntervalSince1970: 1_740_816_000))
        let waterCheckIns = try await fixture.checkIns(of: water)
        #expect(waterCheckIns.map(\.amount) == [6, 8])
        #expect(waterCheckIns.first?.note == "hot day")
        #expect(waterCheckIns.first?.at == Date(timeIntervalSince1970: 1_740_907_800), "the entry's instant is kept")

        let meditate = try #require(try await fixture.habit(named: "Meditate"))
        #expect(meditate.goal == .simple())
        #expect(!meditate.isArchived, "isArchived may be missing")
        // 762508800 s after 2001-01-01 is 2025-03-01T08:00:00Z.
        #expect(meditate.createdAt == Date(timeIntervalSince1970: 1_740_816_000))
        #expect(try await fixture.checkIns(of: meditate).map(\.day) == [Day.of("2025-03-02")])
        #expect(try await fixture.dayRecords(of: meditate).map(\.note) == ["skipped it"])

        let read = try #require(try await fixture.habit(named: "Read"))
        #expect(read.isArchived)
        #expect(read.goal == Goal(type: .time, unit: "min", target: 120, period: .week))
        #expect(try await fixture.checkIns(of: read).map(\.day) == [Day.of("2025-03-04")])
    }

    @Test func reimportingTheFolderAddsOnlyNewDays() async throws {
        let folder = try TemporaryFolder()
        let url = try Self.writeFolder(in: folder)
        let fixture = try await ImportFixture()
        try await fixture.importFile(url)
        try folder.write(
            """
            [{"id": "B1", "habitID": "\(Self.water)", "value": 8, "date": "2025-04-01T12:00:00Z"},
             {"id": "B2", "habitID": "\(Self.water)", "value": 5, "date": "2025-04-02T12:00:00Z"}]
            """, to: "lucidpal/lucidpal_entries_2025-04.json")
        let again = try await fixture.importFile(url)
        #expect(again.summary.habitsCreated == 0)
        #expect(again.summary.checkIns == 1)
        #expect(again.summary.checkInsAlreadyPresent == 4)
        let water = try #require(try await fixture.habit(named: "Water"))
        #expect(try await fixture.checkIns(of: water).map(\.amount) == [6, 8, 5])
    }

    @Test func aTruncatedEntriesFileNamesTheFile() async throws {
        let folder = try TemporaryFolder()
        let url = try Self.writeFolder(in: folder)
        try folder.write(
            "[{\"id\": \"C1\", \"habitID\": \"\(Self.water)\", \"value\": 3, \"da",
            to: "lucidpal/lucidpal_entries_2025-05.json")
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(url) }
        #expect(failure?.issues.first?.location == "lucidpal_entries_2025-05.json")
        #expect(failure?.description.contains("truncated or malformed") == true)
        #expect(try await fixture.store.habits(of: fixture.user, includeArchived: true).isEmpty)
    }

    @Test func aWrongFieldTypeNamesTheRecordAndField() async throws {
        let folder = try TemporaryFolder()
        let url = try Self.writeFolder(in: folder)
        try folder.write(
            "[{\"id\": \"C1\", \"habitID\": \"\(Self.water)\", \"value\": \"three\", \"date\": 762595200}]",
            to: "lucidpal/lucidpal_entries_2025-05.json")
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(url) }
        let issue = try #require(failure?.issues.first)
        #expect(issue.location == "lucidpal_entries_2025-05.json record 1")
        #expect(issue.field == "value")
    }

    @Test func anUnknownUnitIsRefused() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "[{\"id\": \"X\", \"name\": \"Odd\", \"emoji\": \"❓\", \"unit\": \"liters\", \"targetValue\": 1, \"frequency\": \"daily\", "
                + "\"colorHex\": \"#000000\", \"createdAt\": 0}]",
            to: "odd/lucidpal_habits.json")
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(folder.file("odd")) }
        #expect(failure?.issues.first?.field == "unit")
        #expect(failure?.issues.first?.location.contains("'Odd'") == true)
    }

    @Test func aHabitsFileNamedDirectlyImportsItsFolder() async throws {
        let folder = try TemporaryFolder()
        let url = try Self.writeFolder(in: folder)
        let fixture = try await ImportFixture()
        let plan = try await fixture.importer.preview(
            url.appendingPathComponent("lucidpal_habits.json"), for: fixture.user)
        #expect(plan.summary.habitsCreated == 3)
        #expect(
            try await fixture.store.habits(of: fixture.user, includeArchived: true).isEmpty, "a preview writes nothing")
    }
}
