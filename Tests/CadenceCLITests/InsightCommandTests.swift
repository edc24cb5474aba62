import Foundation
import Testing

/// `cadence today|stats|calendar|overview`, through the built binary.
@Suite struct InsightCommandTests {
    /// Run: a simple daily habit since 2025-03-01, done 1–5 and 7–9 March; today (the 10th) still open.
    private func runHistory() throws -> TemporaryStore {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Run", "--start", "2025-03-01"])
        for day in [1, 2, 3, 4, 5, 7, 8, 9] {
            try store.runJSON(["done", "Run", "--date", "2025-03-0\(day)"])
        }
        return store
    }

    @Test func todayListsBuildHabitsThenQuitHabits() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Smoking", "--quit"])
        try store.runJSON(["habit", "add", "Water", "--target", "8", "--unit", "cups"])
        try store.runJSON(["habit", "add", "Stretch"])
        try store.runJSON(["done", "Water", "3"])
        try store.runJSON(["done", "Stretch"])
        let today = try store.runJSON(["today"]).object()
        #expect(today.keySet == Shape.today)
        #expect(today.string("date") == "2025-03-10")
        #expect(today.int("done") == 1)
        #expect(today.int("total") == 2)
        let habits = try #require(today.objects("habits"))
        #expect(habits.map { $0.string("name") } == ["Water", "Stretch", "Smoking"])
        #expect(habits.allSatisfy { $0.keySet == Shape.todayItem })
        let water = habits[0]
        #expect(water.string("kind") == "build")
        #expect(water.double("total") == 3)
        #expect(water.double("target") == 8)
        #expect(water.string("unit") == "cups")
        #expect(water.bool("complete") == false)
        #expect(water.bool("due") == true)
        #expect(water.bool("skipped") == false)
        #expect(water.int("streak") == 0)
        #expect(habits[1].bool("complete") == true)
        #expect(habits[1].isNull("unit"))
        #expect(habits[2].string("kind") == "quit")
        #expect(habits[2].bool("complete") == true)
        let human = try store.run(["today"])
        #expect(human.status == 0)
        #expect(human.stdout.contains("1/2 done"))
        #expect(human.stdout.contains("▓▓▓▓░░░░░░  3/8 cups"))
        #expect(human.stdout.contains("Quit"))
        #expect(!human.stdout.contains("\u{1B}["))
        // `cadence` alone shows today's list.
        #expect(try store.run([]).stdout == human.stdout)
    }

    @Test func statsShapeAndValues() throws {
        let store = try runHistory()
        let stats = try store.runJSON(["stats", "Run"]).object()
        #expect(stats.keySet == Shape.stats)
        #expect(stats.object("habit")?.keySet == ["id", "name"])
        #expect(stats.object("habit")?.string("name") == "Run")
        #expect(stats.string("asOf") == "2025-03-10")
        #expect(stats.object("window")?.string("from") == "2025-02-09")
        #expect(stats.object("window")?.string("to") == "2025-03-10")
        let streak = try #require(stats.object("streak"))
        #expect(streak.keySet == ["current", "best", "unit"])
        #expect(streak.int("current") == 3)
        #expect(streak.int("best") == 5)
        #expect(streak.string("unit") == "day")
        #expect(stats.int("expected") == 9)
        #expect(stats.int("successes") == 8)
        #expect(abs((stats.double("successRate") ?? 0) - 8.0 / 9) < 1e-9)
        #expect(abs((stats.double("completionRate") ?? 0) - 8.0 / 9) < 1e-9)
        #expect(stats.int("completionCount") == 8)
        let score = try #require(stats.double("score"))
        #expect(score > 0 && score < 1)
        let trend = try #require(stats.objects("trend"))
        #expect(trend.count == 5)
        #expect(trend.allSatisfy { $0.keySet == Shape.trendBucket })
        #expect(trend.first?.string("from") == "2025-02-09")
        #expect(trend.first?.string("to") == "2025-02-10")
        #expect(trend.first?.isNull("completionRate") == true)
        #expect(trend.first?.int("completions") == 0)
        #expect(trend[3].string("from") == "2025-02-25")
        #expect(trend[3].double("completionRate") == 1)
        #expect(trend[3].int("completions") == 3)
        #expect(trend[4].string("from") == "2025-03-04")
        #expect(trend[4].string("to") == "2025-03-10")
        #expect(trend[4].int("completions") == 5)
        #expect(abs((trend[4].double("completionRate") ?? 0) - 5.0 / 6) < 1e-9)
    }

    @Test func statsWindows() throws {
        let store = try runHistory()
        let week = try store.runJSON(["stats", "Run", "--days", "7"]).object()
        #expect(week.object("window")?.string("from") == "2025-03-04")
        let range = try store.runJSON(["stats", "Run", "--from", "2025-03-01", "--to", "2025-03-05"]).object()
        #expect(range.int("expected") == 5)
        #expect(range.double("successRate") == 1)
        let reversed = try store.run(["--json", "stats", "Run", "--from", "2025-03-05", "--to", "2025-03-01"])
        #expect(reversed.status == 1)
        #expect(try reversed.errorCode() == "dateRangeInvalid")
        #expect(try store.run(["stats", "Run", "--days", "0"]).status == 2)
        let human = try store.run(["stats", "Run"])
        #expect(human.stdout.contains("Current streak"))
        #expect(human.stdout.contains("🔥 3 days"))
        #expect(human.stdout.contains("89%"))
        #expect(human.stdout.contains("█"))
    }

    @Test func calendarHeatmap() throws {
        let store = try runHistory()
        let calendar = try store.runJSON(["calendar", "Run", "--weeks", "2"]).object()
        #expect(calendar.keySet == ["habit", "from", "to", "days"])
        #expect(calendar.string("from") == "2025-03-03")
        #expect(calendar.string("to") == "2025-03-16")
        let days = try #require(calendar.objects("days"))
        #expect(days.count == 14)
        #expect(days.allSatisfy { $0.keySet == Shape.calendarDay })
        let byDate = Dictionary(uniqueKeysWithValues: days.compactMap { day in day.string("date").map { ($0, day) } })
        #expect(byDate["2025-03-05"]?.int("level") == 4)
        #expect(byDate["2025-03-06"]?.int("level") == 0)
        #expect(byDate["2025-03-10"]?.int("level") == 0)
        #expect(byDate["2025-03-11"]?.isNull("level") == true)
        let human = try store.run(["calendar", "Run", "--weeks", "4"])
        #expect(human.status == 0)
        let lines = human.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("  Mon") })
        #expect(lines.contains { $0.hasPrefix("  Sun") })
        #expect(human.stdout.contains("█"))
        try store.runJSON(["settings", "set", "week-start", "sun"])
        let sunday = try store.run(["calendar", "Run", "--weeks", "1"])
        #expect(
            sunday.stdout.split(separator: "\n").first { $0.hasPrefix("  S") || $0.hasPrefix("  M") }?.hasPrefix(
                "  Sun") == true)
    }

    @Test func overviewMarksStrugglingHabits() throws {
        let store = try runHistory()
        try store.runJSON(["habit", "add", "Stretch", "--start", "2025-03-01"])
        try store.runJSON(["done", "Stretch", "--date", "2025-03-02"])
        let rows = try store.runJSON(["overview"]).array()
        #expect(rows.allSatisfy { $0.keySet == Shape.overview })
        #expect(rows.map { $0.string("name") } == ["Run", "Stretch"])
        #expect(rows[0].int("streak") == 3)
        #expect(rows[0].int("bestStreak") == 5)
        #expect(rows[0].bool("struggling") == false)
        #expect(rows[1].bool("struggling") == true)
        #expect(abs((rows[1].double("successRate") ?? 0) - 1.0 / 9) < 1e-9)
        let human = try store.run(["overview"])
        #expect(human.stdout.contains("struggling"))
    }
}
