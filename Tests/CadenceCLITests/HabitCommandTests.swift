import Foundation
import Testing

/// `cadence habit add|list|show|edit|archive|unarchive|delete|move`, through the built binary.
@Suite struct HabitCommandTests {
    @Test func addPrintsTheHabitWithAllItsFields() throws {
        let store = try TemporaryStore()
        let habit = try store.runJSON([
            "habit", "add", "Run", "--target", "5", "--unit", "km", "--on", "mon,wed,fri", "--category", "Fitness",
            "--remind", "18:00", "--remind", "07:30", "--icon", "🏃", "--color", "orange", "--description",
            "Morning run",
            "--end", "2025-12-31",
        ]).object()
        #expect(habit.keySet == Shape.habit)
        #expect(habit.string("name") == "Run")
        #expect(habit.string("description") == "Morning run")
        #expect(habit.string("icon") == "🏃")
        #expect(habit.string("color") == "orange")
        #expect(habit.string("kind") == "build")
        #expect(habit.string("goalType") == "distance")
        #expect(habit.string("unit") == "km")
        #expect(habit.double("target") == 5)
        #expect(habit.string("period") == "day")
        #expect(habit.int("timesPerDay") == 1)
        #expect(habit.object("schedule")?.string("type") == "weekdays")
        #expect(habit.object("schedule")?["days"] as? [Int] == [1, 3, 5])
        #expect(habit.string("category") == "Fitness")
        #expect(habit.int("categoryId") != nil)
        #expect(habit.isNull("baseline"))
        #expect(habit.isNull("presetId"))
        #expect(habit.string("startDate") == "2025-03-10")
        #expect(habit.string("endDate") == "2025-12-31")
        let reminders = try #require(habit.objects("reminders"))
        #expect(reminders.map { $0.string("time") } == ["07:30", "18:00"])
        #expect(reminders.first?.keySet == ["time", "weekdays", "active"])
        #expect(reminders.first?.bool("active") == true)
        #expect(habit.int("sortOrder") == 0)
        #expect(habit.bool("archived") == false)
        // CADENCE_NOW=2025-03-10 means 12:00 in Paris, 11:00 UTC.
        #expect(habit.string("createdAt") == "2025-03-10T11:00:00Z")
        #expect(habit.string("updatedAt") == "2025-03-10T11:00:00Z")
    }

    @Test(arguments: [
        ("km", "distance", "km"), ("min", "time", "min"), ("minutes", "time", "min"), ("pages", "repetitions", "pages"),
        ("cups", "cups", "cups"),
    ])
    func goalTypeFollowsTheUnit(unit: String, goalType: String, storedUnit: String) throws {
        let store = try TemporaryStore()
        let habit = try store.runJSON(["habit", "add", "Habit", "--target", "2", "--unit", unit]).object()
        #expect(habit.string("goalType") == goalType)
        #expect(habit.string("unit") == storedUnit)
    }

    @Test func noUnitMakesASimpleHabit() throws {
        let store = try TemporaryStore()
        let habit = try store.runJSON(["habit", "add", "Stretch", "--times-per-day", "2"]).object()
        #expect(habit.string("goalType") == "none")
        #expect(habit.isNull("unit"))
        #expect(habit.int("timesPerDay") == 2)
        #expect(habit.object("schedule")?.string("type") == "daily")
    }

    @Test(arguments: [
        (["--weekly", "3"], "timesPerWeek", ["count": 3]),
        (["--monthly", "10"], "timesPerMonth", ["count": 10]),
        (["--every", "2"], "everyNDays", ["interval": 2]),
        (["--times", "2", "--in-days", "5"], "timesInDays", ["count": 2, "length": 5]),
    ])
    func scheduleOptions(options: [String], type: String, fields: [String: Int]) throws {
        let store = try TemporaryStore()
        let habit = try store.runJSON(["habit", "add", "Gym"] + options).object()
        let schedule = try #require(habit.object("schedule"))
        #expect(schedule.string("type") == type)
        for (key, value) in fields { #expect(schedule.int(key) == value) }
    }

    /// docs/domain-rules.md §2 "Schedules as input": the same refusal as the tools and the web
    /// (before issue 33, a usage error with exit 2).
    @Test func twoSchedulesAreScheduleInvalid() throws {
        let store = try TemporaryStore()
        let result = try store.run(["habit", "add", "Gym", "--weekly", "3", "--every", "2"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("one schedule"))
    }

    @Test func presetPrefillsTheHabit() throws {
        let store = try TemporaryStore()
        let habit = try store.runJSON(["habit", "add", "--preset", "fitness.run", "--target", "3"]).object()
        #expect(habit.string("name") == "Run")
        #expect(habit.string("presetId") == "fitness.run")
        #expect(habit.string("category") == "Fitness")
        #expect(habit.string("goalType") == "distance")
        #expect(habit.string("unit") == "km")
        #expect(habit.double("target") == 3)
        #expect(habit.string("icon") == "figure.run")
    }

    @Test func quitHabitWithBaseline() throws {
        let store = try TemporaryStore()
        let habit = try store.runJSON(["habit", "add", "Smoking", "--quit", "--baseline", "10"]).object()
        #expect(habit.string("kind") == "quit")
        #expect(habit.double("target") == 0)
        #expect(habit.double("baseline") == 10)
        let refused = try store.run([
            "--json", "habit", "add", "Coffee", "--quit", "--target", "3", "--unit", "cups", "--baseline", "2",
        ])
        #expect(refused.status == 1)
        #expect(try refused.errorCode() == "baselineNotAboveLimit")
    }

    @Test func listShowsActiveHabitsInOrderAndArchivedOnRequest() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Water", "--target", "8", "--unit", "cups"])
        try store.runJSON(["habit", "add", "Read"])
        let list = try store.runJSON(["habit", "list"]).array()
        #expect(list.map { $0.string("name") } == ["Water", "Read"])
        #expect(list.allSatisfy { $0.keySet == Shape.habit })
        let archived = try store.runJSON(["habit", "archive", "read"]).object()
        #expect(archived.bool("archived") == true)
        #expect(try store.runJSON(["habit", "list"]).array().map { $0.string("name") } == ["Water"])
        let all = try store.runJSON(["habit", "list", "--archived"]).array()
        #expect(all.map { $0.string("name") } == ["Water", "Read"])
        let today = try store.runJSON(["today"]).object()
        #expect(today.objects("habits")?.map { $0.string("name") } == ["Water"])
        let restored = try store.runJSON(["habit", "unarchive", "Read"]).object()
        #expect(restored.bool("archived") == false)
        #expect(try store.runJSON(["habit", "list"]).array().count == 2)
        let human = try store.run(["habit", "list"])
        #expect(human.status == 0)
        #expect(human.stdout.contains("8 cups a day"))
    }

    @Test func showFindsAHabitByNamePrefixOrId() throws {
        let store = try TemporaryStore()
        let added = try store.runJSON(["habit", "add", "Meditate", "--target", "10", "--unit", "min"]).object()
        let id = try #require(added.int("id"))
        for reference in ["meditate", "Med", "\(id)"] {
            let shown = try store.runJSON(["habit", "show", reference]).object()
            #expect(shown.int("id") == id)
            #expect(shown.keySet == Shape.habit)
        }
        let human = try store.run(["habit", "show", "Med"])
        #expect(human.stdout.contains("10 min a day"))
        #expect(human.stdout.contains("Streak"))
    }

    @Test func editChangesOnlyTheGivenOptions() throws {
        let store = try TemporaryStore()
        let added = try store.runJSON(["habit", "add", "Run", "--target", "5", "--unit", "km", "--remind", "07:00"])
            .object()
        let edited = try store.run(
            ["--json", "habit", "edit", "Run", "--name", "Jog", "--weekly", "3", "--target", "4"], now: "2025-03-11")
        #expect(edited.status == 0)
        let habit = try edited.object()
        #expect(habit.int("id") == added.int("id"))
        #expect(habit.string("name") == "Jog")
        #expect(habit.double("target") == 4)
        #expect(habit.string("unit") == "km")
        #expect(habit.object("schedule")?.string("type") == "timesPerWeek")
        #expect(habit.objects("reminders")?.count == 1)
        #expect(habit.string("createdAt") == added.string("createdAt"))
        #expect(habit.string("updatedAt") == "2025-03-11T11:00:00Z")
        let cleared = try store.runJSON(["habit", "edit", "Jog", "--no-reminders", "--unit", "none", "--target", "1"])
            .object()
        #expect(cleared.objects("reminders")?.isEmpty == true)
        #expect(cleared.string("goalType") == "none")
        #expect(cleared.isNull("unit"))
    }

    @Test func moveReordersTheActiveHabits() throws {
        let store = try TemporaryStore()
        for name in ["Alpha", "Beta", "Gamma"] { try store.runJSON(["habit", "add", name]) }
        let moved = try store.runJSON(["habit", "move", "Gamma", "--to", "1"]).array()
        #expect(moved.map { $0.string("name") } == ["Gamma", "Alpha", "Beta"])
        #expect(try store.runJSON(["habit", "list"]).array().map { $0.string("name") } == ["Gamma", "Alpha", "Beta"])
        let refused = try store.run(["--json", "habit", "move", "Beta", "--to", "9"])
        #expect(refused.status == 1)
    }

    @Test func deleteNeedsYesOutsideATerminal() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Water", "--target", "8", "--unit", "cups"])
        try store.runJSON(["done", "Water"])
        let before = try store.runJSON(["habit", "list"]).stdout
        let refused = try store.run(["--json", "habit", "delete", "Water"])
        #expect(refused.status == 1)
        #expect(try refused.errorCode() == "confirmationRequired")
        #expect(refused.stderr.contains("--yes"))
        #expect(try store.runJSON(["habit", "list"]).stdout == before)
        let deleted = try store.runJSON(["habit", "delete", "Water", "--yes"]).object()
        #expect(deleted.string("name") == "Water")
        #expect(try store.runJSON(["habit", "list", "--archived"]).array().isEmpty)
        let gone = try store.run(["--json", "entries", "Water"])
        #expect(gone.status == 1)
        #expect(try gone.errorCode() == "notFound")
    }
}
