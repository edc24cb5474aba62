import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence progress`: level, XP, the global streak of perfect days, recent XP and the
/// achievements with their progress (docs/domain-rules.md §6).
struct ProgressCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Show your level, XP, perfect-day streak and achievements.",
        discussion: """
            A day is perfect when every habit due that day (in day units) was met or skipped, \
            at least one met. Each perfect day earns 50 XP; undoing the check-in that completed it \
            takes the 50 XP back. Level L starts at 300 × (L − 1)² XP.

            --recalculate derives perfect days and achievements from scratch and fixes the \
            awards (after an import, for example).

            Examples:
              cadence progress
              cadence progress --json
              cadence progress --recalculate
            """)

    @OptionGroup(title: "Global options") var global: GlobalOptions

    @Flag(help: "Derive perfect days and achievements from scratch and correct the awards first.")
    var recalculate = false

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        if recalculate { try await context.service.recalculateProgress(for: context.user) }
        let report = try await context.service.progress(for: context.user)
        try context.output.emit(ProgressJSON(report)) {
            ProgressView(report: report, style: context.output.style, text: LocalText(localizer: context.output.localizer)).render()
        }
    }
}
