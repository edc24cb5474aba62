import ArgumentParser
import CadenceServices

/// `cadence notebook restore ID`: puts a deleted note back with its id (docs/domain-rules.md
/// "§14 Undo and the trash": the trash keeps it 30 days).
struct NotebookRestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore", abstract: "Put a deleted note back (within 30 days), with its id.")

    @Argument(help: "The deleted note's id.")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let note = try await context.service.restoreNote(id, for: context.user)
        try context.output.emit(NoteJSON(note)) {
            LocalText(localizer: context.output.localizer).localized(
                "Restored note {id}: {title}", ["id": String(note.id), "title": context.output.style.bold(note.title)])
        }
    }
}
