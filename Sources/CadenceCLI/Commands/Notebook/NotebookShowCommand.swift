import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence notebook show ID`: the whole note.
struct NotebookShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a note.")

    @Argument(help: "The note's id.")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let note = try await context.service.note(id, of: context.user)
        try context.output.emit(NoteJSON(note)) {
            context.output.style.bold(note.title) + (note.isPinned ? " 📌" : "") + "\n\n" + note.content
        }
    }
}
