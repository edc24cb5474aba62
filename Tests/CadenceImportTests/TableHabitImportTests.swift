import CadenceCore
import CadenceImport
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// Table Habit's (mhabit) JSON export (docs/import-export.md "Table Habit").
@Suite struct TableHabitImportTests {
    static let sample = #"""
        {"habits":[{"create_t":1771545600,"modify_t":1772000000,"type":1,"status":1,"name":"Read","desc":"20 pages","color":6,"daily_goal":20,\#
        "daily_goal_unit":"pages","freq_type":1,"freq_custom":"[3]","reminder":"{\"type\":3,\"time\":{\"hour\":21,\"minute\":0},\"extra\":[1,3,\#
        5]}","reminder_quest":"Did you read?","start_date":20504,"target_days":66,"records":[{"record_date":20513,"record_type":1,\#
        "record_value":25,"create_t":1772366400,"modify_t":1772366400},{"record_date":20514,"record_type":2,"record_value":0,\#
        "reason":"travelling"},{"record_date":20515,"record_type":1,"record_value":12,"reason":"tired"}]},{"create_t":1771545700,"type":2,\#
        "status":1,"name":"Smoking","custom_color":4294198070,"daily_goal":2,"daily_goal_unit":"cigarettes","freq_type":3,"freq_custom":"[1,1]",\#
        "start_date":20504,"target_days":66,"records":[{"record_date":20514,"record_type":1,"record_value":3}]},{"create_t":1771545800,"type":1,\#
        "status":3,"name":"Stretch","color":2,"daily_goal":1,"daily_goal_unit":"","freq_type":2,"freq_custom":"[10]","start_date":20504,\#
        "target_days":66,"records":[]},{"create_t":1771545900,"type":1,"status":2,"name":"Old habit","color":1,"daily_goal":1,"freq_type":3,\#
        "freq_custom":"[1,1]","start_date":20504,"records":[{"record_date":20513,"record_type":1,"record_value":1}]}],"groups":[]}
        """#

    @Test func habitsGoalsSchedulesCheckInsSkipsAndNotes() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(try folder.write(Self.sample, to: "export-habits-2026_03_10.json"))
        #expect(result.summary.format == .tableHabit)
        #expect(result.summary.habitsCreated == 3)
        #expect(result.summary.notImported["habits deleted in Table Habit"] == 1)
        #expect(try await fixture.habit(named: "Old habit") == nil)

        let read = try #require(try await fixture.habit(named: "Read"))
        #expect(read.kind == .build)
        #expect(read.goal == Goal(type: .repetitions, unit: "pages", target: 20))
        #expect(read.schedule == .timesPerWeek(3))
        #expect(read.startDay == Day.of("2026-02-20"))
        #expect(read.color == "#4CAF50")
        #expect(read.description == "20 pages")
        #expect(read.reminders.map(\.timeText) == ["21:00"])
        #expect(read.reminders.first?.weekdays == [.monday, .wednesday, .friday])
        #expect(read.sourceID == "table-habit:created-1771545600")
        let checkIns = try await fixture.checkIns(of: read)
        #expect(checkIns.map(\.day) == [Day.of("2026-03-01"), Day.of("2026-03-03")])
        #expect(checkIns.map(\.amount) == [25, 12])
        #expect(checkIns.last?.note == "tired")
        let records = try await fixture.dayRecords(of: read)
        #expect(records.map(\.day) == [Day.of("2026-03-02")])
        #expect(records.first?.isSkipped == true)
        #expect(records.first?.note == "travelling")

        let smoking = try #require(try await fixture.habit(named: "Smoking"))
        #expect(smoking.kind == .quit)
        #expect(smoking.goal.target == 2)
        #expect(smoking.goal.unit == "cigarettes")
        #expect(smoking.schedule == .daily)
        #expect(smoking.color == "#F44336")
        #expect(try await fixture.checkIns(of: smoking).map(\.amount) == [3])

        let stretch = try #require(try await fixture.habit(named: "Stretch"))
        #expect(stretch.isArchived)
        #expect(stretch.goal == .simple())
        #expect(stretch.schedule == .timesPerMonth(10))
    }

    @Test func reimportingChangesNothing() async throws {
        let folder = try TemporaryFolder()
        try await ImportFixture().expectReimportAddsNothing(try folder.write(Self.sample, to: "export.json"))
    }

    @Test func detectedByContent() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(Self.sample, to: "export-habits.json")
        #expect(try FormatDetector.detect(file).format == .tableHabit)
    }

    @Test(arguments: [
        (String(TableHabitImportTests.sample.prefix(300)), "truncated"),
        (#"{"habits":[{"name":"A","type":"normal"}]}"#, "habit 1"),
        (#"{"habits":{"name":"A"}}"#, "habits"),
        (#"{"habits":[{"name":"A","type":1,"daily_goal":1e300}]}"#, "daily_goal"),
        (#"{"habits":[{"name":"A","records":[{"record_date":1e19,"record_type":1}]}]}"#, "record_date"),
        (#"{"habits":[{"name":"A","records":[{"record_date":20513,"record_type":1.5}]}]}"#, "record_type"),
        (#"{"habits":[{"name":"A","records":[{"record_date":20513,"record_value":-4}]}]}"#, "record_value"),
        (#"{"habits":[{"name":"A","freq_type":1,"freq_custom":"[1e40]"}]}"#, "freq_custom"),
        (#"{"habits":[{"name":"A","freq_type":3,"freq_custom":"[2"}]}"#, "freq_custom"),
        (#"{"habits":[{"name":"A","custom_color":-1}]}"#, "custom_color"),
        (#"{"habits":[{"name":"A","reminder":"{\"type\":2,\"time\":{\"hour\":25,\"minute\":0}}"}]}"#, "reminder"),
        (#"{"habits":[{"name":"A","status":-1}]}"#, "status"),
    ])
    func badInputIsRefusedAndChangesNothing(text: String, expected: String) async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        try await fixture.expectRefusal(try folder.write(text, to: "bad.json"), format: .tableHabit, mentioning: expected, "bad.json")
    }

    /// Codes a newer mhabit may add (status, type, frequency, record and reminder types) are
    /// warned about or counted, never a refusal of the whole file.
    @Test func unknownCodesAreWarnedAboutNotRefused() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = #"""
            {"habits":[{"create_t":1771545600,"type":5,"status":9,"name":"Future","color":1,"daily_goal":1,"freq_type":7,"freq_custom":"[1,1]",\#
            "reminder":"{\"type\":9,\"time\":{\"hour\":8,\"minute\":0},\"extra\":[]}","start_date":20504,"records":[{"record_date":20513,\#
            "record_type":1,"record_value":1},{"record_date":20514,"record_type":7,"record_value":1}]},{"create_t":1771545700,"type":1,"status":1,\#
            "name":"Odd reminder","freq_type":0,"reminder":"not json","records":[]}],"groups":[]}
            """#
        let result = try await fixture.importFile(try folder.write(text, to: "export-habits.json"), format: .tableHabit)
        #expect(result.summary.habitsCreated == 2)
        #expect(result.summary.notImported["records of unknown status"] == 1)
        for field in ["status", "type", "freq_type", "reminder"] {
            #expect(result.summary.warnings.contains { $0.location.contains("Future") && $0.field == field })
        }
        #expect(result.summary.warnings.contains { $0.location.contains("Odd reminder") && $0.field == "reminder" })
        let future = try #require(try await fixture.habit(named: "Future"))
        #expect(future.kind == .build)
        #expect(!future.isArchived)
        #expect(future.schedule == .daily)
        #expect(future.reminders.isEmpty)
        #expect(try await fixture.checkIns(of: future).map(\.day) == [Day.of("2026-03-01")])
        #expect(try await fixture.habit(named: "Odd reminder")?.schedule == .daily)
    }

    /// A file shaped exactly as mhabit's exporter writes it (`HabitExportData.toJson`, nulls left
    /// out, `records` always present, `groups` with `uuid`/`name`/`desc`/`icon`/`color`, a custom
    /// color with `custom_color_tinted`, fractional goals and values) imports.
    @Test func aFileAsMhabitWritesItImports() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = #"""
            {"habits":[{"create_t":1767225600,"modify_t":1772400000,"type":1,"status":1,"name":"Drink water","desc":"","color":5,"daily_goal":2.5,\#
            "daily_goal_unit":"L","daily_goal_extra":3,"freq_type":3,"freq_custom":"[1,1]","reminder":"{\"type\":2,\"time\":{\"hour\":9,\#
            \"minute\":30},\"extra\":[]}","reminder_quest":"","start_date":20454,"target_days":66,\#
            "group_id":"6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f","records":[{"record_date":20512,"record_type":1,"record_value":2.75,\#
            "create_t":1772323200,"modify_t":1772323200},{"record_date":20513,"record_type":2,"record_value":0,"create_t":1772409600,\#
            "modify_t":1772409600,"reason":"ill"}]},{"create_t":1767225700,"modify_t":1767225700,"type":2,"status":1,"name":"Sweets","color":1,\#
            "custom_color":4283215696,"custom_color_tinted":0,"daily_goal":0,"daily_goal_unit":"","freq_type":1,"freq_custom":"[7]",\#
            "start_date":20454,"target_days":30,"records":[]}],"groups":[{"uuid":"6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f","name":"Health",\#
            "icon":58223,"color":3}]}
            """#
        let file = try folder.write(text, to: "export-all-2026_03_10_21_4_11.json")
        #expect(try FormatDetector.detect(file).format == .tableHabit)
        let result = try await fixture.importFile(file)
        #expect(result.summary.habitsCreated == 2)
        let water = try #require(try await fixture.habit(named: "Drink water"))
        #expect(water.goal.target == 2.5)
        #expect(water.schedule == .daily)
        #expect(try await fixture.checkIns(of: water).map(\.amount) == [2.75])
        let sweets = try #require(try await fixture.habit(named: "Sweets"))
        #expect(sweets.kind == .quit)
        #expect(sweets.goal.target == 0)
        #expect(sweets.schedule == .daily)
    }

    @Test func deepNestingIsRefusedWithoutACrash() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let deep = #"{"habits":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        await #expect(throws: ImportFailure.self) {
            try await fixture.importFile(try folder.write(deep, to: "deep.json"), format: .tableHabit)
        }
    }
}
