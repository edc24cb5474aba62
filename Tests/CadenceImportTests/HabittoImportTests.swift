import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceImport
@testable import CadenceServices

/// Habitto's legacy `SimpleHabitData` records (sources 002 and 003, docs/import-export.md).
@Suite struct HabittoImportTests {
    /// One record as JSON, with defaults for the fields a test does not care about.
    static func record(
        id: String, name: String, type: String = "formation", goal: String, schedule: String = "Everyday",
        completion: String = "{}", usage: String = "{}", difficulty: String = "{}", reminder: String = "",
        extra: String = ""
    ) -> String {
        func quoted(_ json: String) -> String {
            "\"" + json.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return """
            {"id": "\(id)", "name": "\(name)", "habitDescription": "", "icon": "🏃", "colorString": "#FF5733",
             "habitType": "\(type)", "schedule": "\(schedule)", "goal": "\(goal)", "reminder": "\(reminder)",
             "startDate": "2025-01-01T09:00:00Z", "endDate": null, "isCompleted": false, "streak": 4,
             "createdAt": 757414800, "updatedAt": 757414800,
             "completionHistoryJSON": \(quoted(completion)), "difficultyHistoryJSON": \(quoted(difficulty)),
             "usageHistoryJSON": \(quoted(usage))\(extra)}
            """
    }

    @Test func formationAndBreakingHabitsImportWithTheirHistory() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "["
                + [
                    Self.record(
                        id: "H1", name: "Push-ups", goal: "5 times everyday",
                        completion: #"{"2025-01-02": 5, "2025-01-03": 3, "2025-01-04": 0}"#,
                        difficulty: #"{"2025-01-02": 4}"#),
                    Self.record(
                        id: "H2", name: "Smoking", type: "breaking", goal: "3 cigarettes everyday",
                        completion: #"{"2025-01-02": 1}"#, usage: #"{"2025-01-02": 2, "2025-01-03": 6}"#,
                        reminder: "9:00 PM", extra: #", "baseline": 10"#),
                    Self.record(
                        id: "H3", name: "Gym", goal: "1 time on Monday, Wednesday", schedule: "Monday, Wednesday"),
                    Self.record(id: "H4", name: "Piano", goal: "30 min per week", schedule: ""),
                ].joined(separator: ",") + "]", to: "habits.json")
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(file)
        #expect(result.summary.format == .habittoLegacy)
        #expect(result.summary.habitsCreated == 4)

        let pushUps = try #require(try await fixture.habit(named: "Push-ups"))
        #expect(pushUps.kind == .build)
        #expect(pushUps.goal == Goal(type: .repetitions, unit: "times", target: 5, period: .day))
        #expect(pushUps.schedule == .daily)
        #expect(pushUps.color == "#FF5733")
        #expect(pushUps.startDay == Day.of("2025-01-01"))
        #expect(pushUps.sourceID == "habitto:H1")
        #expect(try await fixture.checkIns(of: pushUps).map(\.amount) == [5, 3])
        #expect(try await fixture.dayRecords(of: pushUps).map(\.difficulty) == [4])

        let smoking = try #require(try await fixture.habit(named: "Smoking"))
        #expect(smoking.kind == .quit)
        #expect(smoking.goal == Goal(type: .repetitions, unit: "cigarettes", target: 3, period: .day))
        #expect(smoking.baseline == 10)
        #expect(smoking.reminders == [Reminder(hour: 21, minute: 0)])
        #expect(
            try await fixture.checkIns(of: smoking).map(\.amount) == [2, 6], "breaking habits take usage as check-ins")
        #expect(result.summary.notImported["completion marks of breaking habits (derived from usage)"] == 1)

        let gym = try #require(try await fixture.habit(named: "Gym"))
        #expect(gym.schedule == .weekdays([.monday, .wednesday]))
        #expect(gym.goal.target == 1)

        let piano = try #require(try await fixture.habit(named: "Piano"))
        #expect(piano.goal == Goal(type: .time, unit: "min", target: 30, period: .week))
        #expect(piano.schedule == .daily)
    }

    static let goals: [(String, Double, String, String?)] = [
        ("5 times everyday", 5, "times", "daily"),
        ("1 time on Monday, Wednesday", 1, "time", "mon, wed"),
        ("2 cups a day", 2, "cups", "daily"),
        ("10 pages every 2 days", 10, "pages", "every 2 days"),
        ("30 min per week", 30, "min", "per week"),
        ("8 glasses", 8, "glasses", nil),
        ("1 time on weekdays", 1, "time", "mon, tue, wed, thu, fri"),
    ]

    @Test(arguments: goals)
    func goalPhrasesSplitIntoCountUnitAndTiming(text: String, count: Double, unit: String, timing: String?) throws {
        let goal = try #require(HabittoPhrase.goal(text))
        #expect(goal.count == count)
        #expect(goal.unit == unit)
        #expect(goal.timing?.summary == timing)
    }

    static let schedules: [(String, Schedule)] = [
        ("Everyday", .daily), ("Every day", .daily), ("Daily", .daily), ("Every 3 days", .everyNDays(3)),
        ("Every other day", .everyNDays(2)), ("3 days a week", .timesPerWeek(3)), ("Twice a week", .timesPerWeek(2)),
        ("5 times per month", .timesPerMonth(5)),
        ("Monday, Wednesday & Friday", .weekdays([.monday, .wednesday, .friday])),
        ("Every Tuesday and Thursday", .weekdays([.tuesday, .thursday])),
        ("Weekends", .weekdays([.saturday, .sunday])),
        ("Weekly", .timesPerWeek(1)),
    ]

    @Test(arguments: schedules)
    func schedulePhrasesParse(text: String, schedule: Schedule) {
        #expect(HabittoPhrase.schedule(text) == schedule)
    }

    @Test(arguments: ["", "often", "5", "everyday 5 times", "3 days a fortnight", "Moonday"])
    func unreadablePhrasesAreNotGuessed(text: String) {
        #expect(HabittoPhrase.schedule(text) == nil)
        #expect(HabittoPhrase.goal(text) == nil)
    }

    @Test func anUnreadableGoalNamesTheHabitAndField() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "[" + Self.record(id: "H1", name: "Fine", goal: "1 time everyday") + ","
                + Self.record(id: "H2", name: "Vague", goal: "a lot, sometimes") + ","
                + Self.record(id: "H3", name: "Odd schedule", goal: "1 time", schedule: "when I feel like it") + "]",
            to: "habits.json")
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file) }
        let issues = failure?.issues ?? []
        #expect(issues.count == 2, "every problem is reported, not just the first")
        #expect(issues.first?.location == "habit 'Vague' (habits.json record 2)")
        #expect(issues.first?.field == "goal")
        #expect(issues.last?.field == "schedule")
        #expect(issues.last?.message.contains("when I feel like it") == true)
        #expect(try await fixture.store.habits(of: fixture.user, includeArchived: true).isEmpty)
        #expect(try await fixture.importer.history(for: fixture.user).first?.succeeded == false)
    }

    @Test func aMalformedHistoryStringNamesItsField() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "[" + Self.record(id: "H1", name: "Broken", goal: "1 time everyday", completion: #"{"2025-01-02": 1"#)
                + "]",
            to: "habits.json")
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file) }
        #expect(failure?.issues.first?.field == "completionHistoryJSON")
        #expect(failure?.issues.first?.location.contains("'Broken'") == true)
    }

    @Test func aDifficultyOutsideOneToFiveIsRefusedByTheValidator() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "[" + Self.record(id: "H1", name: "Hard", goal: "1 time everyday", difficulty: #"{"2025-01-02": 7}"#) + "]",
            to: "habits.json")
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file) }
        #expect(failure?.issues.first?.field == "difficulty")
        #expect(failure?.issues.first?.location.contains("day 2025-01-02") == true)
    }

    @Test func historyBeforeTheStartMovesTheStartAndSaysSo() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "[" + Self.record(id: "H1", name: "Early", goal: "1 time everyday", completion: #"{"2024-12-30": 1}"#)
                + "]",
            to: "habits.json")
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(file)
        #expect(try await fixture.habit(named: "Early")?.startDay == Day.of("2024-12-30"))
        #expect(result.summary.warnings.contains { $0.field == "startDate" })
    }

    @Test func aConflictBetweenGoalAndScheduleIsReported() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "[" + Self.record(id: "H1", name: "Mixed", goal: "1 time on Monday", schedule: "3 days a week") + "]",
            to: "habits.json")
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(file)
        #expect(try await fixture.habit(named: "Mixed")?.schedule == .timesPerWeek(3))
        #expect(result.summary.warnings.contains { $0.field == "goal" && $0.message.contains("the schedule is used") })
    }
}
