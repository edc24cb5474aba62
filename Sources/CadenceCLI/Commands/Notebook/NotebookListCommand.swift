import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence notebook list`: pinned notes first, then the most recently changed.
struct NotebookListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List notes.")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let notes = try await context.service.notes(of: context.user)
        try context.output.emit(notes.map(NoteJSON.init)) {
            guard !notes.isEmpty else { return LocalText(localizer: context.output.localizer).localized("No notes yet.") }
            let style = context.output.style
            let text = LocalText(localizer: context.output.localizer)
            return notes.map { note in
                style.dim("#\(note.id)") + (note.isPinned ? " 📌 " : " ") + style.bold(note.title)
                    + style.dim(" · " + text.dateTime(note.updatedAt, calendar: context.calendar))
            }.joined(separator: "\n")
        }
    }
}
