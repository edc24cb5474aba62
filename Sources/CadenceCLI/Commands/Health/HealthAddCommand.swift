import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence health add TYPE VALUE [UNIT]`: records one entry, or replaces the day's sleep,
/// steps or weight (docs/domain-rules.md §12 "Health").
struct HealthAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Record a health entry (default day: today); sleep, steps and weight replace the day's value.")

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
        let saved = try await context.service.saveHealthEntry(
            type: type, value: value, unit: unit, on: when.date.map { context.day($0) }, note: note, for: context.user)
        let entry = saved.entry
        try context.output.emit(HealthEntryJSON(saved)) {
            let style = context.output.style
            let text = LocalText(localizer: context.output.localizer)
            if !text.isEnglish {
                let values = [
                    "type": text.healthType(entry.type), "value": style.bold(text.healthValue(entry.value, entry.type)),
                    "when": text.when(entry.day, today: context.today), "id": String(entry.id),
                ]
                return style.green("✓") + " "
                    + (saved.replaced
                        ? text.localized("Replaced {type} with {value} {when} (id {id})", values)
                        : text.localized("Recorded {type} {value} {when} (id {id})", values))
            }
            return style.green("✓") + (saved.replaced ? " Replaced \(entry.type.rawValue) with " : " Recorded \(entry.type.rawValue) ")
                + style.bold("\(QuantityText.format(entry.value)) \(entry.type.storedUnit)") + " "
                + DayProgressText.when(entry.day, today: context.today) + style.dim(" (id \(entry.id))")
        }
    }
}
