import CadenceCore
import CadenceImport
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// Beaver Habit Tracker's JSON export (docs/import-export.md "Beaver Habit Tracker").
@Suite struct BeaverImportTests {
    static let sample = #"""
        {"user_email": "sam@example.com", "exported_at": "2026-03-10 21:04:11", "habits": [{"name": "Morning run", "records": [{"day": \#
        "2026-03-01", "done": true}, {"day": "2026-03-02", "done": true, "text": "5 km along the river"}, {"day": "2026-03-03", "done": false, \#
        "text": "#amber #skip rain"}, {"day": "2026-03-04", "done": false, "text": "too tired"}, {"day": "2026-03-05", "done": false}], "id": \#
        "a1b2c3d4", "tags": ["health"], "star": true, "period": {"period_type": "W", "period_count": 1, "target_count": 3}}, {"name": "Floss", \#
        "records": [{"day": "2026-03-01", "done": true}], "id": "e5f6a7b8", "star": false, "period": null, "status": "active"}, {"name": "Guitar", \#
        "records": [], "id": "c9d0e1f2", "status": "archive", "period": {"period_type": "D", "period_count": 5, "target_count": 2}}, {"name": \#
        "Old", "records": [{"day": "2026-03-01", "done": true}], "id": "0a0b0c0d", "status": "soft_delete"}]}
        """#

    @Test func habitsSchedulesCheckInsSkipsAndNotes() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(try folder.write(Self.sample, to: "beaverhabits_2026_03_10.json"))
        #expect(result.summary.format == .beaver)
        #expect(result.summary.habitsCreated == 3)
        #expect(result.summary.notImported["habits deleted in Beaver Habit Tracker"] == 1)
        #expect(result.summary.notImported[SourceHistoryReasons.notDone] == 2)
        #expect(try await fixture.habit(named: "Old") == nil)

        let run = try #require(try await fixture.habit(named: "Morning run"))
        #expect(run.goal == .simple())
        #expect(run.schedule == .timesPerWeek(3))
        #expect(run.sourceID == "beaver:a1b2c3d4")
        let checkIns = try await fixture.checkIns(of: run)
        #expect(checkIns.map(\.day) == [Day.of("2026-03-01"), Day.of("2026-03-02")])
        #expect(checkIns.last?.note == "5 km along the river")
        let records = try await fixture.dayRecords(of: run)
        #expect(records.map(\.day) == [Day.of("2026-03-03"), Day.of("2026-03-04")])
        #expect(records.first?.isSkipped == true)
        #expect(records.first?.note == "#amber #skip rain")
        #expect(records.last?.isSkipped == false)
        #expect(records.last?.note == "too tired")

        let floss = try #require(try await fixture.habit(named: "Floss"))
        #expect(floss.schedule == .daily)
        #expect(try await fixture.checkIns(of: floss).count == 1)

        let guitar = try #require(try await fixture.habit(named: "Guitar"))
        #expect(guitar.isArchived)
        #expect(guitar.schedule == .timesInDays(2, 5))
    }

    @Test func reimportingChangesNothing() async throws {
        let folder = try TemporaryFolder()
        try await ImportFixture().expectReimportAddsNothing(try folder.write(Self.sample, to: "export.json"))
    }

    @Test func detectedByContent() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(Self.sample, to: "beaverhabits.json")
        #expect(try FormatDetector.detect(file).format == .beaver)
    }

    @Test(arguments: [
        (String(BeaverImportTests.sample.prefix(200)), "truncated"),
        (#"{"habits":[{"id":"x","name":"A","records":[{"day":"2026-03-01","done":"yes"}]}]}"#, "habit 1"),
        (#"{"habits":[{"id":"x","name":"A","records":[{"day":"03/01/2026","done":true}]}]}"#, "records[0].day"),
        (#"{"habits":[{"id":"x","name":"A","records":[{"day":"9999-01-01","done":true}]}]}"#, "records[0].day"),
        (#"{"habits":[{"id":"x","name":"A","records":[],"status":3}]}"#, "habit 1"),
        (#"{"habits":[{"id":"x","name":"A","records":[],"period":{"period_type":"W","period_count":1e300,"target_count":1}}]}"#, "period_count"),
        (#"{"habits":[{"id":"x","name":"A","records":[],"period":{"period_type":"D","period_count":1,"target_count":5}}]}"#, "target_count"),
        (#"{"habits":[{"id":"x","name":"A","records":[],"period":{"period_type":"W","period_count":1,"target_count":8}}]}"#, "target_count"),
        (#"{"habits":[{"id":"x","name":"A"},{"id":"x","name":"B"}]}"#, "earlier habit"),
        (#"{"habits":[{"id":1.5,"name":"A"}]}"#, "habit 1"),
        (#"{"habits":"none"}"#, "habits"),
    ])
    func badInputIsRefusedAndChangesNothing(text: String, expected: String) async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        try await fixture.expectRefusal(try folder.write(text, to: "bad.json"), format: .beaver, mentioning: expected, "bad.json")
    }

    /// A status or period type Beaver does not know (Beaver reads an unknown status as active) is
    /// warned about, not refused; an empty period is no period, as in Beaver.
    @Test func unknownStatusAndPeriodTypeAreWarnedAboutNotRefused() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text =
            #"{"habits":[{"id":"x1","name":"Paused","records":[{"day":"2026-03-01","done":true}],"status":"paused","#
            + #""period":{"period_type":"Q","period_count":1,"target_count":1}},{"id":"x2","name":"Empty period","#
            + #""records":[],"period":{}},{"id":"x3","name":"Half period","records":[],"period":{"period_type":"W"}}]}"#
        let result = try await fixture.importFile(try folder.write(text, to: "beaver.json"), format: .beaver)
        #expect(result.summary.habitsCreated == 3)
        #expect(result.summary.warnings.contains { $0.location.contains("Paused") && $0.field == "status" })
        #expect(result.summary.warnings.contains { $0.location.contains("Paused") && $0.field == "period.period_type" })
        #expect(result.summary.warnings.contains { $0.location.contains("Half period") && $0.field == "period" })
        #expect(!result.summary.warnings.contains { $0.location.contains("Empty period") })
        let paused = try #require(try await fixture.habit(named: "Paused"))
        #expect(!paused.isArchived)
        #expect(paused.schedule == .daily)
        #expect(try await fixture.habit(named: "Empty period")?.schedule == .daily)
    }

    /// The export as Beaver writes it (`json.dumps` of the stored habits: `id` first or last,
    /// `star` as written by the checkbox or the API, `tags`, `chips`, `status: null`, `period:
    /// null`, records with and without `text`, non-ASCII escaped) imports.
    @Test func anExportAsBeaverWritesItImports() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text =
            ##"{"user_email": "r\u00e9mi@example.org", "exported_at": "2026-03-10 21:04:11", "habits": [{"name": "Caf\u00e9 sans sucre", "##
            + ##""records": [{"day": "2026-03-01", "done": true}, {"day": "2026-03-02", "done": false, "text": ""}], "id": "Xk3fQ9aB", "##
            + ##""tags": ["food"], "star": 1, "chips": ["#skip", "#amber"], "status": null, "period": null}, {"id": "Lm8pR2cD", "name": "##
            + ##""Walk", "records": [], "tags": [], "star": false, "status": "active", "period": {"period_type": "M", "period_count": 1, "##
            + ##""target_count": 12}}]}"##
        let file = try folder.write(text, to: "beaverhabits_2026_03_10.json")
        #expect(try FormatDetector.detect(file).format == .beaver)
        let result = try await fixture.importFile(file)
        #expect(result.summary.habitsCreated == 2)
        #expect(try await fixture.habit(named: "Café sans sucre")?.sourceID == "beaver:Xk3fQ9aB")
        #expect(try await fixture.habit(named: "Walk")?.schedule == .timesPerMonth(12))
    }

    @Test func deepNestingIsRefusedWithoutACrash() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let deep = #"{"habits":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        await #expect(throws: ImportFailure.self) {
            try await fixture.importFile(try folder.write(deep, to: "deep.json"), format: .beaver)
        }
    }
}
