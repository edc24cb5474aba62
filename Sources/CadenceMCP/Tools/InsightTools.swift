import CadenceCore
import CadenceLocalization
import CadenceServices

/// The read-only tools that answer "how am I doing" (docs/domain-rules.md §5, §6, §11):
/// `today`, `habit_stats`, `overview`, `progress`.
enum InsightTools {
    static var all: [CadenceTool] { [today, habitStats, overview, progress] }

    static let today = CadenceTool(
        "today", title: "Today",
        description: "Today's habits with their progress and streaks, the quit habits apart, and the done/total count.",
        effect: .reads
    ) { _, context in
        let list = try await context.service.todayList(for: context.user)
        let open = list.habits.filter { $0.isDue && !$0.isComplete && !$0.isSkipped }.map(\.habit.name)
        let words = context.words
        let counts = ["done": words.integer(list.done), "total": words.integer(list.total)]
        var text = words.localizer.localized("{done}/{total} done today ({day}).", counts.merging(["day": words.date(list.day)]) { $1 })
        if !open.isEmpty { text += " " + words.localizer.localized("Still open: {names}.", ["names": open.prefix(20).joined(separator: ", ")]) }
        return try ToolOutput(text, json: TodayJSON(list))
    }

    static let habitStats = CadenceTool(
        "habit_stats", title: "Habit statistics",
        description: """
            One habit's statistics: current and best streak, success rate over a window (default: since it \
            started), habit strength and the trend. Give days for the last N days, or from and to.
            """,
        parameters: [
            ToolParameters.habit,
            ToolParameter("days", .integer(1...36_600), "The window: the N days ending today."),
            ToolParameter("from", .day, "The window's first day."),
            ToolParameter("to", .day, "The window's last day (default: today)."),
        ],
        effect: .reads
    ) { arguments, context in
        if arguments.has("days"), arguments.has("from") || arguments.has("to") {
            throw ToolInputError("give either days or from and to, not both")
        }
        let habit = try await context.habit(arguments.text("habit") ?? "")
        let window = try statisticsWindow(arguments, today: context.today)
        let statistics = try await context.service.statistics(of: habit.id, for: context.user, window: window)
        let rate = Wording.percent(statistics.window.successRate)
        let words = context.words
        let text =
            words.isEnglish
            ? "\(habit.name): streak \(statistics.currentStreak.count), best \(statistics.bestStreak.count), "
                + "success \(rate) from \(statistics.window.window.from) to \(statistics.window.window.to)."
            : words.localizer.localized(
                "{name}: streak {current}, best {best}, success {rate} from {first} to {last}.",
                [
                    "name": habit.name, "current": words.integer(statistics.currentStreak.count),
                    "best": words.integer(statistics.bestStreak.count), "rate": words.percent(statistics.window.successRate),
                    "first": words.date(statistics.window.window.from), "last": words.date(statistics.window.window.to),
                ])
        let routines = try await context.service.routineStatistics(holding: habit.id, for: context.user, window: window)
        let entries = routines.map { RoutineStatsEntryJSON($0.0, stats: $0.1) }
        return try ToolOutput(text, json: StatsJSON(habit: habit, statistics: statistics, routines: entries))
    }

    /// The window as `cadence stats` reads `--days`, `--from` and `--to`.
    private static func statisticsWindow(_ arguments: ToolArguments, today: Day) throws -> DateWindow? {
        if let days = arguments.integer("days") { return .last(days, endingOn: today) }
        guard arguments.has("from") || arguments.has("to") else { return nil }
        let last = arguments.day("to")?.day(relativeTo: today) ?? today
        guard let from = arguments.day("from") else { return .last(30, endingOn: last) }
        return try DateWindow(from: from.day(relativeTo: today), to: last)
    }

    static let overview = CadenceTool(
        "overview", title: "Overview",
        description: "Every active habit with its streak, success rate and strength, the struggling ones marked.",
        effect: .reads
    ) { _, context in
        let rows = try await context.service.overview(for: context.user)
        let struggling = rows.filter(\.isStruggling).map(\.habit.name)
        let words = context.words
        var text =
            words.isEnglish
            ? "\(ToolText.count(rows.count, "habit"))."
            : words.localizer.localized(one: "{count} habit.", other: "{count} habits.", count: rows.count)
        if !struggling.isEmpty {
            text += " " + words.localizer.localized("Struggling: {names}.", ["names": struggling.joined(separator: ", ")])
        }
        return try ToolOutput(text, list: rows.map(OverviewJSON.init), key: "habits")
    }

    static let progress = CadenceTool(
        "progress", title: "Progress",
        description: "Level and XP, the global streak of perfect days, recent XP changes and the achievements.",
        effect: .reads
    ) { _, context in
        let report = try await context.service.progress(for: context.user)
        let unlocked = report.achievements.filter(\.isUnlocked).count
        let words = context.words
        let text =
            words.isEnglish
            ? "Level \(report.level.level) (\(report.level.totalXP) XP, \(report.level.toNextLevel) to the next); "
                + "perfect-day streak \(report.globalStreak.current); "
                + "\(unlocked)/\(report.achievements.count) achievements."
            : words.localizer.localized(
                "Level {level} ({xp} XP, {next} to the next); perfect-day streak {streak}; {unlocked}/{total} achievements.",
                [
                    "level": words.integer(report.level.level), "xp": words.integer(report.level.totalXP),
                    "next": words.integer(report.level.toNextLevel), "streak": words.integer(report.globalStreak.current),
                    "unlocked": words.integer(unlocked), "total": words.integer(report.achievements.count),
                ])
        return try ToolOutput(text, json: ProgressJSON(report))
    }
}
