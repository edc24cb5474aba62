import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence health add TYPE VALUE [UNIT]`: records one entry (docs/domain-rules.md §12 "Health").
struct HealthAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Record a health entry (default day: today).")

    @Argument(help: "sleep, steps, mood, water or weight.")
    var type: HealthType

    @Argument(help: "The value (a mood: 1–5).")
    var value: Double

    @Argument(help: "The value's unit when not the stored one: min for sleep; L or cups for water; lb for weight.")
    var unit: String?

    @OptionGroup var when: DayOption

    @Option(help: ArgumentHelp("A note (for a mood: its label).", valueName: "text"))
    var note: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let entry = try await context.service.addHealthEntry(
            type: type, value: value, unit: unit, on: when.date.map { context.day($0) }, note: note, for: context.user)
        try context.output.emit(HealthEntryJSON(entry)) {
            let style = context.output.style
            return style.green("✓") + " Recorded \(entry.type.rawValue) "
                + style.bold("\(QuantityText.format(entry.value)) \(entry.type.storedUnit)") + " "
                + DayProgressText.when(entry.day, today: context.today) + style.dim(" (id \(entry.id))")
        }
    }
}
