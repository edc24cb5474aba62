import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceImport
@testable import CadenceServices

/// Habitica's user data export (docs/import-export.md "Habitica"): the user document with its
/// tasks appended, read into habits, check-ins and to-dos.
@Suite struct HabiticaImportTests {
    /// The tasks of a realistic export; `history` dates in milliseconds since 1970, like Habitica's.
    static let tasks = """
        {
          "habits": [
            {"_id": "h-water", "id": "h-water", "type": "habit", "text": "Drink water", "notes": "",
             "up": true, "down": false, "frequency": "daily", "counterUp": 1, "counterDown": 0,
             "priority": 1, "value": 3.2, "tags": ["t-health"],
             "createdAt": "2026-03-01T09:00:00.000Z", "updatedAt": "2026-03-15T20:00:00.000Z",
             "history": [
               {"date": 1738411200000, "value": 1.1},
               {"date": 1773518400000, "value": 2.5, "scoredUp": 3, "scoredDown": 0},
               {"date": 1773604800000, "value": 3.2, "scoredUp": 1, "scoredDown": 0}
             ]},
            {"_id": "h-nails", "id": "h-nails", "type": "habit", "text": "Bite nails", "up": false, "down": true,
             "createdAt": "2026-03-01T09:00:00.000Z",
             "history": [{"date": 1773403200000, "value": -2, "scoredUp": 0, "scoredDown": 2}]},
            {"_id": "h-veg", "id": "h-veg", "type": "habit", "text": "Eat vegetables", "up": true, "down": true,
             "createdAt": "2026-03-01T09:00:00.000Z",
             "history": [{"date": 1773662400000, "value": 0, "scoredUp": 1, "scoredDown": 1}]},
            {"_id": "h-divider", "id": "h-divider", "type": "habit", "text": "— Mornings —", "up": false, "down": false,
             "history": []}
          ],
          "dailys": [
            {"_id": "d-meditate", "id": "d-meditate", "type": "daily", "text": "Meditate", "notes": "Sit quietly",
             "frequency": "weekly", "everyX": 1,
             "repeat": {"m": true, "t": true, "w": true, "th": true, "f": true, "s": false, "su": false},
             "startDate": "2026-03-01T23:00:00.000Z", "streak": 2, "completed": false, "isDue": true, "priority": 1.5,
             "checklist": [{"id": "c1", "text": "Breathe", "completed": true}],
             "reminders": [{"id": "r1", "time": "2026-03-01T07:30:00.000Z", "startDate": "2026-03-01T07:30:00.000Z"}],
             "createdAt": "2026-03-01T10:00:00.000Z", "updatedAt": "2026-03-12T18:00:00.000Z",
             "history": [
               {"date": 1736942400000, "value": 0.3},
               {"date": 1772434800000, "value": 1, "isDue": true, "completed": true},
               {"date": 1772604000000, "value": 0.5, "isDue": true, "completed": false},
               {"date": 1773036000000, "value": 0.5, "isDue": false, "completed": false},
               {"date": 1773127800000, "value": 1.4, "isDue": true, "completed": true},
               {"date": 1773271800000, "value": 2.3, "isDue": true, "completed": true},
               {"date": 1773338400000, "value": 3.1, "isDue": true, "completed": true}
             ]},
            {"_id": "d-stretch", "id": "d-stretch", "type": "daily", "text": "Stretch", "frequency": "daily", "everyX": 3,
             "startDate": "2026-03-01T23:00:00.000Z", "createdAt": "2026-03-01T10:00:00.000Z",
             "history": [{"date": 1772697600000, "value": 1, "isDue": true, "completed": true}]},
            {"_id": "d-rent", "id": "d-rent", "type": "daily", "text": "Pay rent", "frequency": "monthly", "everyX": 1,
             "daysOfMonth": [1], "weeksOfMonth": [], "startDate": "2026-03-01T23:00:00.000Z",
             "createdAt": "2026-03-01T10:00:00.000Z", "history": []}
          ],
          "todos": [
            {"_id": "t-taxes", "id": "t-taxes", "type": "todo", "text": "File taxes", "notes": "Forms in the drawer",
             "date": "2026-04-15T22:00:00.000Z", "priority": 2, "completed": false,
             "checklist": [{"id": "c2", "text": "W-2", "completed": true}, {"id": "c3", "text": "1099", "completed": false}],
             "createdAt": "2026-03-01T10:00:00.000Z", "updatedAt": "2026-03-02T10:00:00.000Z"},
            {"_id": "t-mom", "id": "t-mom", "type": "todo", "text": "Call mom", "priority": 0.1, "completed": true,
             "dateCompleted": "2026-03-12T18:00:00.000Z", "date": null,
             "createdAt": "2026-03-05T10:00:00.000Z", "updatedAt": "2026-03-12T18:00:00.000Z"},
            {"_id": "t-old", "id": "t-old", "type": "todo", "text": "Renew passport", "priority": 1, "date": "3/13",
             "completed": false, "reminders": [{"id": "r2", "time": "2026-03-01T08:00:00.000Z"}],
             "createdAt": "2026-02-01T10:00:00.000Z"}
          ],
          "rewards": [
            {"_id": "w-cake", "id": "w-cake", "type": "reward", "text": "Cake", "value": 20}
          ]
        }
        """

    /// A whole export: the user document first (its `history.exp` padded to `expEntries`
    /// entries, as a long-time user's is), the tasks last, as `dataexport.js` writes it.
    static func export(tasks: String = tasks, expEntries: Int = 3) -> String {
        let exp = (0..<expEntries).map { "{\"date\":\"2025-06-01T05:00:00.000Z\",\"value\":\($0 * 10)}" }
            .joined(separator: ",")
        return """
            {"_id":"u-1","auth":{"local":{"username":"alice"},"timestamps":{"created":"2025-01-01T10:00:00.000Z"}},
             "achievements":{"ultimateGearSets":{"healer":false,"wizard":false},"streak":1,"perfect":3},
             "purchased":{"ads":false,"plan":{}},
             "flags":{"tour":{"intro":-2},"classSelected":true,"cronCount":140,"welcomed":true,"armoireEnabled":true},
             "history":{"exp":[\(exp)],"todos":[]},"lastCron":"2026-03-18T06:00:00.000Z",
             "preferences":{"dayStart":0,"timezoneOffset":-60},"stats":{"hp":50,"mp":30,"exp":20,"gp":12.5,"lvl":7},
             "tags":[{"id":"t-health","name":"Health"}],
             "tasksOrder":{"habits":["h-water"],"dailys":["d-meditate"],"todos":["t-taxes"],"rewards":["w-cake"]},
             "tasks":\(tasks)}
            """
    }

    @Test func tasksBecomeHabitsCheckInsAndTodos() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(
            try folder.write(Self.export(), to: "habitica-user-data.json"), format: .habitica)
        #expect(result.summary.format == .habitica)
        #expect(result.summary.habitsCreated == 6)
        #expect(result.summary.lifeRecords["todos"] == 3)
        let notImported = result.summary.notImported
        typealias Reason = HabiticaHabitReader.Reason
        #expect(notImported[Reason.dailyUnmarked] == 2)
        #expect(notImported[Reason.dailyNotDone] == 1)
        #expect(notImported[Reason.dailyNotDue] == 1)
        #expect(notImported[Reason.dailyTwice] == 1)
        #expect(notImported[Reason.minusOfBoth] == 1)
        #expect(notImported[Reason.directionless] == 1)
        #expect(notImported[HabiticaImporter.rewardReason] == 1)
        #expect(notImported[HabiticaTodoMapping.reminderReason] == 1)

        let meditate = try #require(try await fixture.habit(named: "Meditate"))
        #expect(meditate.kind == .build)
        #expect(meditate.goal == .simple())
        #expect(meditate.schedule == .weekdays([.monday, .tuesday, .wednesday, .thursday, .friday]))
        #expect(meditate.startDay == Day.of("2026-03-02"))
        #expect(meditate.reminders == [Reminder(hour: 8, minute: 30)])
        #expect(meditate.description == "Sit quietly\n\nChecklist:\n- Breathe")
        #expect(meditate.sourceID == "habitica:d-meditate")
        // 2026-03-11 23:30 UTC is 00:30 on the 12th in Paris; the second check-off that day is counted.
        #expect(
            try await fixture.checkIns(of: meditate).map(\.day) == ["2026-03-02", "2026-03-10", "2026-03-12"].map(Day.of))

        let stretch = try #require(try await fixture.habit(named: "Stretch"))
        #expect(stretch.schedule == .everyNDays(3))
        #expect(try await fixture.checkIns(of: stretch).map(\.day) == [Day.of("2026-03-05")])
        let rent = try #require(try await fixture.habit(named: "Pay rent"))
        #expect(rent.schedule == .timesPerMonth(1))
        #expect(result.summary.warnings.contains { $0.location.contains("Pay rent") && $0.field == "frequency" })

        let water = try #require(try await fixture.habit(named: "Drink water"))
        #expect(water.kind == .build)
        #expect(water.goal == Goal(type: .repetitions, unit: "times", target: 1))
        let waterCheckIns = try await fixture.checkIns(of: water)
        #expect(waterCheckIns.map(\.day) == [Day.of("2026-03-14"), Day.of("2026-03-15")])
        #expect(waterCheckIns.map(\.amount) == [3, 1])
        let nails = try #require(try await fixture.habit(named: "Bite nails"))
        #expect(nails.kind == .quit)
        #expect(nails.goal == Goal(type: .repetitions, unit: "times", target: 0))
        #expect(try await fixture.checkIns(of: nails).map(\.amount) == [2])
        let vegetables = try #require(try await fixture.habit(named: "Eat vegetables"))
        #expect(vegetables.goal == .simple())
        #expect(try await fixture.checkIns(of: vegetables).map(\.day) == [Day.of("2026-03-16")])
        #expect(try await fixture.habit(named: "— Mornings —") == nil)

        let todos = try await fixture.store.todos(of: fixture.user)
        let taxes = try #require(todos.first { $0.title == "File taxes" })
        #expect(taxes.due == Day.of("2026-04-16"))
        #expect(taxes.priority == .high)
        #expect(taxes.notes == "Forms in the drawer\n\nChecklist:\n- [x] W-2\n- [ ] 1099")
        #expect(!taxes.isCompleted)
        let mom = try #require(todos.first { $0.title == "Call mom" })
        #expect(mom.priority == .low)
        #expect(mom.due == nil)
        #expect(mom.completedAt == InstantText.date("2026-03-12T18:00:00.000Z"))
        let passport = try #require(todos.first { $0.title == "Renew passport" })
        #expect(passport.due == nil)
        #expect(passport.priority == .medium)
        #expect(result.summary.warnings.contains { $0.location.contains("Renew passport") && $0.field == "date" })
    }

    @Test func reimportingChangesNothing() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let file = try folder.write(Self.export(), to: "habitica-user-data.json")
        try await fixture.importFile(file, format: .habitica)
        let before = try await fixture.snapshot()
        let again = try await fixture.importFile(file, format: .habitica)
        #expect(again.summary.habitsCreated == 0)
        #expect(again.summary.checkIns == 0)
        #expect((again.summary.lifeRecords["todos"] ?? 0) == 0)
        #expect(try await fixture.snapshot() == before)
    }

    @Test func theExportIsRecognizedByItsContent() async throws {
        let folder = try TemporaryFolder()
        // The tasks come after a user document longer than the 64 KiB the detector reads.
        let long = try folder.write(Self.export(expEntries: 3_000), to: "habitica-user-data.json")
        #expect(try FormatDetector.detect(long).format == .habitica)
        #expect(HabiticaImporter.recognizes(json: Self.export()))
        #expect(!HabiticaImporter.recognizes(json: #"{"habits": [{"name": "Run"}], "version": 2}"#))
    }

    @Test func aTruncatedExportIsRefusedAndChangesNothing() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = Self.export()
        let truncated = String(text.prefix(text.count * 2 / 3))
        try await fixture.expectRefusal(try folder.write(truncated, to: "habitica-user-data.json"), format: .habitica, mentioning: "truncated")
    }

    @Test(arguments: [
        (#""history": [{"date": 1773338400000, "completed": true}]"#, #""history": "yesterday""#, "tasks.dailys[1].history"),
        (#""history": [{"date": 1773338400000, "completed": true}]"#, #""history": [{"date": 1e300, "completed": true}]"#, "history[0].date"),
        (#""history": [{"date": 1773338400000, "completed": true}]"#, #""history": [{"date": -9e15, "completed": true}]"#, "history[0].date"),
        (
            #""history": [{"date": 1773338400000, "completed": true}]"#, #""history": [{"date": 1773338400000.5, "completed": true}]"#,
            "whole milliseconds"
        ),
        (
            #""history": [{"date": 1773338400000, "completed": true}]"#, #""history": [{"date": "someday", "completed": true}]"#,
            "not an ISO 8601 date"
        ),
        (#""everyX": 1"#, #""everyX": 1e12"#, "everyX"),
        (#""everyX": 1"#, #""everyX": 2.5"#, "everyX"),
        (#""everyX": 1"#, #""everyX": "often""#, "everyX"),
        (#""frequency": "weekly""#, #""frequency": "fortnightly""#, "fortnightly"),
        (#""scoredUp": 1"#, #""scoredUp": -1"#, "scoredUp"),
        (#""scoredUp": 1"#, #""scoredUp": 1e20"#, "scoredUp"),
        (#""createdAt": "2026-03-01T10:00:00.000Z", "todo": 1"#, #""todo": 1"#, "createdAt"),
    ])
    func badTasksAreRefusedAndChangeNothing(good: String, bad: String, expected: String) async throws {
        let tasks = """
            {"habits": [{"id": "h1", "text": "Walk", "up": true, "down": false,
                         "history": [{"date": 1773338400000, "scoredUp": 1}]}],
             "dailys": [{"id": "d0", "text": "Floss", "history": []},
                        {"id": "d1", "text": "Read", "frequency": "weekly", "everyX": 1,
                         "history": [{"date": 1773338400000, "completed": true}]}],
             "todos": [{"id": "t1", "text": "Shop", "createdAt": "2026-03-01T10:00:00.000Z", "todo": 1}]}
            """
        #expect(tasks.contains(good))
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let file = try folder.write(Self.export(tasks: tasks.replacingOccurrences(of: good, with: bad)), to: "bad.json")
        try await fixture.expectRefusal(file, format: .habitica, mentioning: expected)
    }

    @Test func aFileWithoutTasksIsRefused() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        await #expect {
            try await fixture.importFile(try folder.write(#"{"profile": {"name": "x"}}"#, to: "u.json"), format: .habitica)
        } throws: { error in
            "\(error)".contains("'tasks' is missing")
        }
    }

    // MARK: Variants a real export holds

    /// A small export with one habit and one daily whose histories are given.
    static func historyExport(habit: String, daily: String, habitText: String = "Walk") -> String {
        export(
            tasks: """
                {"habits": [{"_id": "h1", "id": "h1", "type": "habit", "text": "\(habitText)", "up": true, "down": false,
                             "createdAt": "2026-03-01T09:00:00.000Z", "history": \(habit)}],
                 "dailys": [{"_id": "d1", "id": "d1", "type": "daily", "text": "Read", "frequency": "weekly", "everyX": 1,
                             "startDate": "2026-03-01T23:00:00.000Z", "createdAt": "2026-03-01T10:00:00.000Z",
                             "history": \(daily)}]}
                """)
    }

    @Test func historyDatesAsNumbersTextOrMongoDatesAllImport() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let habit = """
            [{"date": 1773518400000, "value": 1.0263, "scoredUp": 1, "scoredDown": 0},
             {"date": "2026-03-15T12:00:00.000Z", "value": 2.01, "scoredUp": 1, "scoredDown": 0},
             {"date": {"$date": "2026-03-16T12:00:00Z"}, "value": 2.9, "scoredUp": 1, "scoredDown": 0},
             {"date": {"$date": {"$numberLong": "1773748800000"}}, "value": 3.7, "scoredUp": 1, "scoredDown": 0}]
            """
        let daily = #"[{"date": {"$date": 1773338400000}, "value": 1, "isDue": true, "completed": true}]"#
        let file = try folder.write(Self.historyExport(habit: habit, daily: daily), to: "habitica-user-data.json")
        try await fixture.importFile(file, format: .habitica)
        let walk = try #require(try await fixture.habit(named: "Walk"))
        #expect(
            try await fixture.checkIns(of: walk).map(\.day)
                == ["2026-03-14", "2026-03-15", "2026-03-16", "2026-03-17"].map(Day.of))
        let read = try #require(try await fixture.habit(named: "Read"))
        #expect(try await fixture.checkIns(of: read).map(\.day) == [Day.of("2026-03-12")])
    }

    @Test func nullEntriesAndEntriesWithoutADateAreCountedNotRefused() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        // Preening aggregates old entries with Number(date): NaN, written as null, for a text date.
        let habit = """
            [null, {"date": null, "value": 0.5}, {"value": 0.7},
             {"date": 1773518400000, "value": 1, "scoredUp": 1, "scoredDown": 0}]
            """
        let daily = #"[null, {"date": null, "value": 1}, {"date": 1773338400000, "isDue": true, "completed": true}]"#
        let file = try folder.write(Self.historyExport(habit: habit, daily: daily), to: "habitica-user-data.json")
        let result = try await fixture.importFile(file, format: .habitica)
        #expect(result.summary.notImported[HabiticaHabitReader.Reason.undated] == 5)
        let walk = try #require(try await fixture.habit(named: "Walk"))
        #expect(try await fixture.checkIns(of: walk).map(\.day) == [Day.of("2026-03-14")])
        let read = try #require(try await fixture.habit(named: "Read"))
        #expect(try await fixture.checkIns(of: read).map(\.day) == [Day.of("2026-03-12")])
    }

    @Test func longAndMultilineTaskTextIsCutNotRefused() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let long = String(repeating: "Walk the dog around the park ", count: 6).trimmingCharacters(in: .whitespaces)
        let habit = #"[{"date": 1773518400000, "value": 1, "scoredUp": 1, "scoredDown": 0}]"#
        let text = "\(long)\\n\\tand back"
        let file = try folder.write(
            Self.historyExport(habit: habit, daily: "[]", habitText: text), to: "habitica-user-data.json")
        let result = try await fixture.importFile(file, format: .habitica)
        let habits = try await fixture.store.habits(of: fixture.user, includeArchived: true)
        let walk = try #require(habits.first { $0.name.hasPrefix("Walk the dog") })
        #expect(walk.name.count == HabitValidator.maximumNameLength)
        #expect(walk.name.hasSuffix("…"))
        #expect(walk.description == "\(long) and back")
        #expect(result.summary.warnings.contains { $0.field == "text" && $0.message.contains("cut") })
        #expect(try await fixture.checkIns(of: walk).count == 1)
    }

    @Test func scriptedHabitsWithThousandsOfScoresADayImport() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let habit = #"[{"date": 1773518400000, "value": 21.27, "scoredUp": 2500, "scoredDown": 0}]"#
        let file = try folder.write(Self.historyExport(habit: habit, daily: "[]"), to: "habitica-user-data.json")
        try await fixture.importFile(file, format: .habitica)
        let walk = try #require(try await fixture.habit(named: "Walk"))
        #expect(walk.goal == Goal(type: .repetitions, unit: "times", target: 1))
        #expect(try await fixture.checkIns(of: walk).map(\.amount) == [2500])
    }

    @Test func tagsWrittenAsAnObjectAreRead() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let tasks = """
            {"habits": [{"id": "h1", "text": "Walk", "up": true, "down": false, "tags": {"t-1": true, "t-2": false},
                         "history": [{"date": 1773518400000, "scoredUp": 1}]}]}
            """
        let result = try await fixture.importFile(
            try folder.write(Self.export(tasks: tasks), to: "habitica-user-data.json"), format: .habitica)
        #expect(result.summary.habitsCreated == 1)
        #expect(result.summary.warnings.contains { $0.field == "tags" })
    }

    @Test func loneSurrogateEscapesElsewhereInTheUserDocumentDoNotStopTheImport() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        // JSON.stringify writes half an emoji (a message cut inside it) as a lone escape.
        let text = Self.export().replacingOccurrences(
            of: #""tags":[{"id":"t-health","name":"Health"}],"#,
            with:
                #""inbox":{"messages":{"m1":{"text":"see you "#
                + #"\ud83d","timestamp":"2026-03-01T10:00:00.000Z"}}},"tags":[{"id":"t-health","name":"Health \ud83d\ude00"}],"#
        )
        #expect(text.contains(#"\ud83d""#))
        let result = try await fixture.importFile(try folder.write(text, to: "habitica-user-data.json"), format: .habitica)
        #expect(result.summary.habitsCreated == 6)
        let repaired = try #require(HabiticaExport.replacingLoneSurrogateEscapes(in: Data(text.utf8)))
        let repairedText = String(decoding: repaired, as: UTF8.self)
        #expect(repairedText.contains(#"see you \ufffd""#))
        #expect(repairedText.contains(#"Health \ud83d\ude00""#))
        #expect(HabiticaExport.replacingLoneSurrogateEscapes(in: Data(#"{"a":"\\ud83d \ud83d\ude00"}"#.utf8)) == nil)
    }

    @Test func aRealisticallyOrderedExportWithLargeItemsIsRecognized() throws {
        // Mongoose writes the user's keys in schema order: auth, achievements, …, purchased, flags,
        // then history and items (hundreds of gear, pets, mounts), preferences, tasksOrder, tasks.
        let gear = (0..<4_000).map { "\"weapon_special_\($0)\":true" }.joined(separator: ",")
        let text = """
            {"_id":"u-1","auth":{"blocked":false,"facebook":{},"google":{},"apple":{},
            "local":{"email":"a@example.com","username":"alice","lowerCaseUsername":"alice"},
            "timestamps":{"created":"2019-01-01T10:00:00.000Z","loggedin":"2026-03-18T06:00:00.000Z","updated":"2026-03-18T06:00:00.000Z"}},
            "_v":1234,"achievements":{"ultimateGearSets":{"healer":false,"wizard":false,"rogue":false,"warrior":true},"challenges":[],"quests":{},\
            "perfect":12,"streak":3},
            "backer":{},"contributor":{},"permissions":{},"balance":0,
            "purchased":{"ads":false,"skin":{},"hair":{},"shirt":{},"background":{},"txnCount":0,"plan":{"consecutive":{"count":0}}},
            "flags":{"customizationsNotification":false,"showTour":true,"tour":{"intro":-2},"tutorial":{"common":{"habits":true}},
            "lastNewStuffRead":"","rewrite":true,"classSelected":false,"rebirthEnabled":false,"communityGuidelinesAccepted":true,
            "cronCount":2200,"welcomed":true,"armoireEnabled":true},
            "history":{"exp":[],"todos":[]},"items":{"gear":{"owned":{\(gear)}}},
            "lastCron":"2026-03-18T06:00:00.000Z","preferences":{"dayStart":0,"timezoneOffset":-60},
            "tasksOrder":{"habits":[],"dailys":[],"todos":[],"rewards":[]},"tasks":{}}
            """
        #expect(text.utf8.count > FormatDetector.prefixLength)
        let prefix = String(decoding: Data(text.utf8).prefix(FormatDetector.prefixLength), as: UTF8.self)
        #expect(!prefix.contains("\"tasksOrder\""))
        #expect(HabiticaImporter.recognizes(json: prefix))
        #expect(try FormatDetector.detect(data: Data(text.utf8), fileName: "habitica-user-data.json") == .habitica)
    }
}
