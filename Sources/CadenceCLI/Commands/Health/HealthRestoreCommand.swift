import ArgumentParser
import CadenceServices

/// `cadence health restore ID`: puts a deleted entry back with its id (docs/domain-rules.md
/// "§14 Undo and the trash": the trash keeps it 30 days).
struct HealthRestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore", abstract: "Put a deleted health entry back (within 30 days), with its id.")

    @Argument(help: "The deleted entry's id.")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let entry = try await context.service.restoreHealthEntry(id, for: context.user)
        try context.output.emit(HealthEntryJSON(entry)) {
            let text = LocalText(localizer: context.output.localizer)
            return text.localized(
                "Restored health entry {id} ({type}, {day}).",
                ["id": String(entry.id), "type": text.healthType(entry.type), "day": text.mediumDate(entry.day)])
        }
    }
}
