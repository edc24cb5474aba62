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
            var table = Table([
                .init("Type"), .init("Days", .right), .init("Mean/day", .right),
                .init("Lowest", .right), .init("Highest", .right), .init("Trend", .right),
            ])
            for summary in summaries {
                let unit = summary.type.storedUnit
                let amount = { (value: Double?) in value.map { "\(QuantityText.format($0)) \(unit)" } ?? "—" }
                let trend = summary.trend.map { ($0 > 0 ? "+" : "") + QuantityText.format($0) } ?? "—"
                table.append([
                    summary.type.rawValue, String(summary.daysWithEntries), amount(summary.mean), amount(summary.minimum),
                    amount(summary.maximum), trend,
                ])
            }
            let window = summaries.first?.window
            return style.bold("Health, \(window?.from.description ?? "") to \(window?.to.description ?? "")") + "\n"
                + table.render(style: style)
        }
    }
}
