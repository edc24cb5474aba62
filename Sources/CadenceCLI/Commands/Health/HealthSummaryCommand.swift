import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence health summary [--days N]`: each type over the last N days
/// (docs/domain-rules.md §12 "Health").
struct HealthSummaryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary", abstract: "Each type over the last N days: mean per day, lowest, highest, trend.")

    @Option(help: ArgumentHelp("The window: the N days ending today (7, 30, 365…).", valueName: "n"))
    var days = 7

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let summaries = try await context.service.healthSummary(for: context.user, days: days)
        try context.output.emit(HealthSummaryJSON(summaries)) {
            let style = context.output.style
            let text = LocalText(localizer: context.output.localizer)
            var table = Table([
                .init(text.localized("Type")), .init(text.localized("Days"), .right), .init(text.localized("Mean/day"), .right),
                .init(text.localized("Lowest"), .right), .init(text.localized("Highest"), .right), .init(text.localized("Trend"), .right),
            ])
            for summary in summaries {
                let amount = { (value: Double?) in value.map { text.healthValue($0, summary.type) } ?? "—" }
                let trend = summary.trend.map { ($0 > 0 ? "+" : "") + text.quantity($0) } ?? "—"
                table.append([
                    text.healthType(summary.type), text.integer(summary.daysWithEntries), amount(summary.mean), amount(summary.minimum),
                    amount(summary.maximum), trend,
                ])
            }
            let window = summaries.first?.window
            let heading =
                text.isEnglish
                ? "Health, \(window?.from.description ?? "") to \(window?.to.description ?? "")"
                : text.localized(
                    "Health, {first} to {last}",
                    ["first": window.map { text.mediumDate($0.from) } ?? "", "last": window.map { text.mediumDate($0.to) } ?? ""])
            return style.bold(heading) + "\n"
                + table.render(style: style)
        }
    }
}
