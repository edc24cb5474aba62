import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence stats [H] [--days N | --from D --to D]`: streaks, rates, counts, score and trend (docs/domain-rules.md §5),
/// and the routines' streaks and rates (docs/domain-rules.md "§19 Routines"): those holding H, or without H
/// every active habit's and every routine's.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show a habit's (or every habit's and routine's) streaks, rates, strength score and trend.",
        discussion: """
            The window defaults to the 30 days ending today. A window under 60 days is charted in \
            weeks, a longer one in months.

            Examples:
              cadence stats Run
              cadence stats Run --days 90
              cadence stats Run --from 2025-01-01 --to 2025-03-31 --json
              cadence stats --json
            """)

    @Argument(help: "The habit: its name, an unambiguous prefix, or its id (none: every habit and routine).")
    var habit: String?

    @Option(help: ArgumentHelp("The window: the N days ending today.", valueName: "n"))
    var days: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("The window's first day.", valueName: "date"))
    var from: DateArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The window's last day (default: today).", valueName: "date"))
    var to: DateArgument?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        if let days, !(1...3660).contains(days) { throw ValidationError("--days takes 1 to 3660 days") }
        if days != nil, from != nil || to != nil {
            throw ValidationError("give either --days or --from/--to, not both")
        }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let window = try self.window(today: context.today)
        guard let habit else { return try await overview(context: context, window: window) }
        let found = try await context.habit(habit)
        let statistics = try await context.service.statistics(of: found.id, for: context.user, window: window)
        let routines = try await context.service.routineStatistics(holding: found.id, for: context.user, window: window)
        let entries = routines.map { RoutineStatsEntryJSON($0.0, stats: $0.1) }
        try context.output.emit(StatsJSON(habit: found, statistics: statistics, routines: entries)) {
            let text = LocalText(localizer: context.output.localizer)
            let routineLines = RoutineStatsView(routines: entries, style: context.output.style, text: text).render()
            return StatsView(
                habit: found, statistics: statistics, style: context.output.style, text: text
            ).render()
                + (routineLines.isEmpty ? "" : "\n\n" + routineLines)
        }
    }

    /// Every active habit's statistics, then every routine's.
    private func overview(context: CommandContext, window: DateWindow?) async throws {
        var habits: [StatsJSON] = []
        for habit in try await context.service.habits(of: context.user) {
            habits.append(StatsJSON(habit: habit, statistics: try await context.service.statistics(of: habit.id, for: context.user, window: window)))
        }
        let routines = try await context.service.routineStatistics(for: context.user, window: window)
        let json = StatsOverviewJSON(asOf: context.today, habits: habits, routines: routines.map { RoutineStatsEntryJSON($0.0, stats: $0.1) })
        try context.output.emit(json) {
            let text = LocalText(localizer: context.output.localizer)
            let lines = RoutineStatsView(habits: json.habits, routines: json.routines, style: context.output.style, text: text).render()
            return lines.isEmpty ? text.localized("No habits or routines yet.") : lines
        }
    }

    private func window(today: Day) throws -> DateWindow? {
        if let days { return .last(days, endingOn: today) }
        guard from != nil || to != nil else { return nil }
        let last = to?.day(relativeTo: today) ?? today
        guard let from else { return .last(30, endingOn: last) }
        return try DateWindow(from: from.day(relativeTo: today), to: last)
    }
}
