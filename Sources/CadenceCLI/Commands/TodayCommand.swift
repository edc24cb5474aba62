import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence today`: today's list with progress bars, streaks and the done/total summary.
struct TodayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today",
        abstract: "Show today's habits with progress, streaks and the done/total summary.",
        discussion: """
            Lists the habits due today (and flexible ones whose week, month or block is not yet met), \
            then the quit habits apart. `cadence` alone runs this command.

            Examples:
              cadence today
              cadence today --json
              cadence --now 2025-03-10 today
            """)

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let list = try await context.service.todayList(for: context.user)
        try context.output.emit(TodayJSON(list)) {
            TodayView(list: list, style: context.output.style, text: LocalText(localizer: context.output.localizer)).render()
        }
    }
}
