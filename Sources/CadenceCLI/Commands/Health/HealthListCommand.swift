import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence health list [--type T] [--from D --to D]`: the entries, oldest first.
struct HealthListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List health entries (default: the last 7 days).")

    @Option(help: "Only this type.")
    var type: HealthType?

    @Option(parsing: .unconditional, help: ArgumentHelp("The first day (default: 6 days before --to).", valueName: "date"))
    var from: DateArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last day (default: today).", valueName: "date"))
    var to: DateArgument?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let last = context.day(to)
        let first = from.map { context.day($0) } ?? last.adding(days: -6)
        let entries = try await context.service.healthEntries(of: context.user, type: type, from: first, through: last)
        try context.output.emit(entries.map(HealthEntryJSON.init)) {
            let text = LocalText(localizer: context.output.localizer)
            guard !entries.isEmpty else {
                return text.localized(
                    "No health entries from {first} to {last}.", ["first": text.mediumDate(first), "last": text.mediumDate(last)])
            }
            var table = Table([
                .init("ID"), .init(text.localized("Date")), .init(text.localized("Type")), .init(text.localized("Value"), .right),
                .init(text.localized("Note")),
            ])
            for entry in entries {
                table.append([
                    context.output.style.dim(String(entry.id)), text.mediumDate(entry.day), text.healthType(entry.type),
                    text.healthValue(entry.value, entry.type), entry.note ?? "",
                ])
            }
            return table.render(style: context.output.style)
        }
    }
}
