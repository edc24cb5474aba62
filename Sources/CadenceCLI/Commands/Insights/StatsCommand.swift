import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence stats H [--days N | --from D --to D]`: streaks, rates, counts, score and trend (docs/domain-rules.md §5).
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show a habit's streaks, success and completion rates, strength score and trend.",
        discussion: """
            The window defaults to the 30 days ending today. A window under 60 days is charted in \
            weeks, a longer one in months.

            Examples:
              cadence stats Run
              cadence stats Run --days 90
              cadence stats Run --from 2025-01-01 --to 2025-03-31 --json
            """)

    @OptionGroup var habit: HabitArgument

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
        let habit = try await context.habit(self.habit)
        let window = try self.window(today: context.today)
        let statistics = try await context.service.statistics(of: habit.id, for: context.user, window: window)
        try context.output.emit(StatsJSON(habit: habit, statistics: statistics)) {
            StatsView(habit: habit, statistics: statistics, style: context.output.style).render()
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
