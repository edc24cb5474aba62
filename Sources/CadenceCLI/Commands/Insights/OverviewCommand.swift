import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence overview`: every active habit in one table, the struggling ones marked (docs/domain-rules.md §5).
struct OverviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overview",
        abstract: "Show every active habit's streaks, 30-day success rate and strength at a glance.",
        discussion: """
            A habit is struggling when its 30-day success rate is under 50%.

            Examples:
              cadence overview
              cadence overview --json
            """)

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let rows = try await context.service.overview(for: context.user)
        try context.output.emit(rows.map(OverviewJSON.init)) {
            OverviewView(rows: rows, style: context.output.style, text: LocalText(localizer: context.output.localizer)).render()
        }
    }
}
