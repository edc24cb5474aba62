import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence dashboard`: one card per area of your life — habits, health, money, to-dos, notes
/// (docs/domain-rules.md §12 "Dashboard").
struct DashboardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dashboard", abstract: "Show one card per area: habits, health, money, to-dos and notes.")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let cards = try await context.service.dashboard(for: context.user)
        try context.output.emit(DashboardJSON(cards)) {
            let style = context.output.style
            let text = LocalText(localizer: context.output.localizer)
            let lines = cards.map { DashboardText(card: $0, text: text) }
            let width = lines.map { TextWidth.of($0.title) }.max() ?? 0
            return zip(cards, lines).map { card, words in
                let padded = TextWidth.padRight(words.title, to: width)
                let summary = card.lastUpdated == nil ? style.dim(words.summary) : words.summary
                return "\(card.icon) \(style.bold(padded))  \(summary)"
            }.joined(separator: "\n")
        }
    }
}
