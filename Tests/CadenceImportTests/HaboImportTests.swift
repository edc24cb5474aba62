import CadenceCore
import CadenceImport
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// Habo's JSON backup (docs/import-export.md "Habo").
@Suite struct HaboImportTests {
    static let sample = #"""
        [{"id":1,"uuid":"3f2b8c1e-5d4a-4e9b-9a51-0c7d2e6f1a23","title":"Meditate","twoDayRule":1,"position":0,"cue":"After coffee","routine":"Sit \#
        for 10 minutes","reward":"Tea","showReward":1,"advanced":1,"notification":1,"notTime":"7:5","events":{"2026-03-01 \#
        00:00:00.000":["DayType.check",""],"2026-03-02 00:00:00.000":["DayType.skip","travelling"],"2026-03-03 00:00:00.000":["DayType.fail",\#
        "overslept"],"2026-03-04 00:00:00.000":["DayType.Check","calm"]},"sanction":"","showSanction":0,"accountant":"","habitType":0,\#
        "targetValue":1.0,"partialValue":1.0,"unit":"","categories":[],"archived":0,"deleted_at":null,"updated_at":"2026-03-05T08:00:00.000"},\#
        {"id":2,"uuid":"9d1e0a7b-2c3f-4b8e-8f60-5a4b3c2d1e0f","title":"Water","twoDayRule":0,"position":1,"cue":"","routine":"","reward":"",\#
        "showReward":0,"advanced":0,"notification":0,"notTime":"12:0","events":{"2026-03-01 00:00:00.000":["DayType.check","",2000.0,2000.0],\#
        "2026-03-02 00:00:00.000":["DayType.progress","half",750.0,2000.0],"2026-03-03 00:00:00.000":["DayType.clear",""]},"sanction":"",\#
        "showSanction":0,"accountant":"","habitType":1,"targetValue":2000.0,"partialValue":250.0,"unit":"ml","categories":[{"id":1,\#
        "title":"Health"}],"archived":0,"deleted_at":null,"updated_at":"2026-03-05T08:00:00.000"},{"id":3,"title":"Journal","twoDayRule":0,\#
        "position":2,"advanced":0,"notification":0,"notTime":"20:30","events":{},"archived":1},{"id":4,\#
        "uuid":"c0ffee00-1111-4222-8333-444455556666","title":"Gone","twoDayRule":0,"position":3,"advanced":0,"notification":0,"notTime":"9:0",\#
        "events":{"2026-03-01 00:00:00.000":["DayType.check",""]},"archived":0,"deleted_at":"2026-03-04T10:00:00.000"}]
        """#

    @Test func habitsCheckInsSkipsProgressAndNotes() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(try folder.write(Self.sample, to: "habo_backup_2026-03-10.json"))
        #expect(result.summary.format == .habo)
        #expect(result.summary.habitsCreated == 3)
        #expect(result.summary.notImported["habits deleted in Habo"] == 1)
        #expect(result.summary.notImported["days marked failed"] == 1)
        #expect(result.summary.notImported["cleared days"] == 1)
        #expect(try await fixture.habit(named: "Gone") == nil)

        let meditate = try #require(try await fixture.habit(named: "Meditate"))
        #expect(meditate.goal == .simple())
        #expect(meditate.schedule == .daily)
        #expect(meditate.sourceID == "habo:3f2b8c1e-5d4a-4e9b-9a51-0c7d2e6f1a23")
        #expect(meditate.description == "Cue: After coffee\nRoutine: Sit for 10 minutes\nReward: Tea")
        #expect(meditate.reminders.map(\.timeText) == ["07:05"])
        let checkIns = try await fixture.checkIns(of: meditate)
        #expect(checkIns.map(\.day) == [Day.of("2026-03-01"), Day.of("2026-03-04")])
        #expect(checkIns.last?.note == "calm")
        let records = try await fixture.dayRecords(of: meditate)
        #expect(records.map(\.day) == [Day.of("2026-03-02"), Day.of("2026-03-03")])
        #expect(records.first?.isSkipped == true)
        #expect(records.first?.note == "travelling")
        #expect(records.last?.isSkipped == false)
        #expect(records.last?.note == "overslept")

        let water = try #require(try await fixture.habit(named: "Water"))
        #expect(water.goal == Goal(type: .capacity, unit: "mL", target: 2000))
        #expect(water.reminders.isEmpty)
        let waterCheckIns = try await fixture.checkIns(of: water)
        #expect(waterCheckIns.map(\.amount) == [2000, 750])
        #expect(waterCheckIns.last?.note == "half")

        let journal = try #require(try await fixture.habit(named: "Journal"))
        #expect(journal.isArchived)
        #expect(journal.sourceID == "habo:3")
    }

    @Test func reimportingChangesNothing() async throws {
        let folder = try TemporaryFolder()
        try await ImportFixture().expectReimportAddsNothing(try folder.write(Self.sample, to: "backup.json"))
    }

    @Test func theFullExportObjectIsReadToo() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = #"{"habits":"# + Self.sample + #","events":{},"categories":[],"metadata":{"version":"1.0"}}"#
        let result = try await fixture.importFile(try folder.write(text, to: "full.json"), format: .habo)
        #expect(result.summary.habitsCreated == 3)
    }

    @Test func detectedByContent() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(Self.sample, to: "habo_backup.json")
        #expect(try FormatDetector.detect(file).format == .habo)
    }

    @Test(arguments: [
        (String(HaboImportTests.sample.prefix(250)), "truncated"),
        (#"[{"id":1,"title":"A","events":{"2026-03-01":"check"}}]"#, "habit 1"),
        (#"[{"id":1,"title":7,"events":{}}]"#, "title"),
        (#"[{"id":1,"title":"A","events":{"yesterday":["DayType.check",""]}}]"#, "yesterday"),
        (#"[{"id":1,"title":"A","habitType":1,"targetValue":1e309}]"#, "bad.json"),
        (#"[{"id":1,"title":"A","habitType":1,"targetValue":2e9}]"#, "targetValue"),
        (#"[{"id":1,"title":"A","habitType":1.5}]"#, "habitType"),
        (#"[{"id":1e30,"title":"A"}]"#, "id"),
        (#"[{"id":-1,"title":"A"}]"#, "id"),
        (#"[{"id":1,"title":"A","habitType":1,"events":{"2026-03-01 00:00:00.000":["DayType.check","",-5]}}]"#, "progress"),
    ])
    func badInputIsRefusedAndChangesNothing(text: String, expected: String) async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        try await fixture.expectRefusal(try folder.write(text, to: "bad.json"), format: .habo, mentioning: expected, "bad.json")
    }

    /// What a newer Habo may write (a new day or habit type) and what Habo's form lets through (a
    /// numeric target of 0 or less) is warned about or counted, not a refusal; a boolean habit's
    /// target (Habo writes 100 by default, or anything typed) is not checked.
    @Test func unknownTypesAndOddTargetsAreWarnedAboutNotRefused() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = #"""
            [{"id":1,"uuid":"a1","title":"Future","twoDayRule":0,"position":0,"notification":1,"notTime":"25:00","events":{"2026-03-01 \#
            00:00:00.000":["DayType.check",null],"2026-03-02 00:00:00.000":["DayType.maybe","hm"]},"habitType":7,"targetValue":-2.0,"archived":0,\#
            "deleted_at":null},{"id":2,"uuid":"a2","title":"Pushups","twoDayRule":0,"position":1,"notification":0,"notTime":"12:0",\#
            "events":{"2026-03-01 12:00:00.000Z":["DayType.progress",null,5.0,0.0]},"habitType":1,"targetValue":0.0,"partialValue":1.0,"unit":"",\#
            "archived":0}]
            """#
        let result = try await fixture.importFile(try folder.write(text, to: "habo_backup.json"), format: .habo)
        #expect(result.summary.habitsCreated == 2)
        #expect(result.summary.notImported["days of an unknown type"] == 1)
        #expect(result.summary.warnings.contains { $0.location.contains("Future") && $0.field == "habitType" })
        #expect(result.summary.warnings.contains { $0.location.contains("Future") && $0.field == "notTime" })
        #expect(result.summary.warnings.contains { $0.location.contains("Pushups") && $0.field == "targetValue" })
        let future = try #require(try await fixture.habit(named: "Future"))
        #expect(future.goal == .simple())
        #expect(future.reminders.isEmpty)
        #expect(try await fixture.checkIns(of: future).map(\.day) == [Day.of("2026-03-01")])
        #expect(try await fixture.dayRecords(of: future).first?.note == "hm")
        let pushups = try #require(try await fixture.habit(named: "Pushups"))
        #expect(pushups.goal.target == 1)
        #expect(try await fixture.checkIns(of: pushups).map(\.amount) == [5])
    }

    /// The backup Habo writes today (`exportAllData`: habits with `uuid`, `deleted_at`,
    /// `updated_at`, events with progress and target, categories with icon fields, then
    /// `habit_categories` and `metadata`) imports; an empty one is still recognized as Habo's.
    @Test func aFullBackupAsHaboWritesItImports() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = #"""
            {"habits":[{"id":3,"uuid":"0b7c1a52-8f0e-4d43-9a8e-2f6c1d7e5b90","title":"Read","twoDayRule":0,"position":0,"cue":"","routine":"",\#
            "reward":"","showReward":0,"advanced":0,"notification":1,"notTime":"21:30","events":{"2026-03-01 12:00:00.000Z":["DayType.check","",\#
            20.0,20.0],"2026-03-02 12:00:00.000Z":["DayType.progress",null,8.0,20.0]},"sanction":"","showSanction":0,"accountant":"","habitType":1,\#
            "targetValue":20.0,"partialValue":5.0,"unit":"pages","categories":[{"id":1,"uuid":"c1","title":"Mind","iconCodePoint":58136,\#
            "fontFamily":"MaterialIcons","deleted_at":null,"updated_at":"2026-01-01T10:00:00.000Z"}],"archived":0,"deleted_at":null,\#
            "updated_at":"2026-03-02T20:00:00.000Z"}],"events":{},"categories":[{"id":1,"uuid":"c1","title":"Mind","iconCodePoint":58136,\#
            "fontFamily":"MaterialIcons","deleted_at":null,"updated_at":"2026-01-01T10:00:00.000Z"}],"habit_categories":[{"habit_id":3,\#
            "category_id":1}],"metadata":{"export_timestamp":"2026-03-10T21:04:11.123456","version":"1.0","total_habits":1,"total_categories":1,\#
            "total_associations":1}}
            """#
        let file = try folder.write(text, to: "habo_backup_2026-03-10_21-04-11.json")
        #expect(try FormatDetector.detect(file).format == .habo)
        let result = try await fixture.importFile(file)
        #expect(result.summary.habitsCreated == 1)
        let read = try #require(try await fixture.habit(named: "Read"))
        #expect(read.goal.target == 20)
        #expect(read.reminders.map(\.timeText) == ["21:30"])
        #expect(try await fixture.checkIns(of: read).map(\.amount) == [20, 8])

        let empty =
            #"{"habits":[],"events":{},"categories":[],"habit_categories":[],"metadata":{"export_timestamp":"2026-03-10T21:04:11.123456","#
            + #""version":"1.0","total_habits":0,"total_categories":0,"total_associations":0}}"#
        #expect(try FormatDetector.detect(try folder.write(empty, to: "habo_backup_empty.json")).format == .habo)
    }

    @Test func deepNestingIsRefusedWithoutACrash() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        await #expect(throws: ImportFailure.self) {
            try await fixture.importFile(try folder.write(deep, to: "deep.json"), format: .habo)
        }
    }
}
