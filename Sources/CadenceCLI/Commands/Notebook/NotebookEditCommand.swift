import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence notebook edit ID [--title T] [--text T] [--pin | --unpin]`.
struct NotebookEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change a note.")

    @Argument(help: "The note's id.")
    var id: Int64

    @Option(help: ArgumentHelp("A new title.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("New text (Markdown), replacing the old.", valueName: "text"))
    var text: String?

    @Flag(help: "Pin it.")
    var pin = false

    @Flag(help: "Unpin it.")
    var unpin = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        if pin, unpin { throw ValidationError("give --pin or --unpin, not both") }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let (title, text, pin, unpin) = (self.title, self.text, self.pin, self.unpin)
        let note = try await context.service.updateNote(id, for: context.user) { note in
            if let title { note.title = title }
            if let text { note.content = text }
            if pin { note.isPinned = true }
            if unpin { note.isPinned = false }
        }
        try context.output.emit(NoteJSON(note)) {
            LocalText(localizer: context.output.localizer).localized("Updated note {title}", ["title": context.output.style.bold(note.title)])
        }
    }
}
