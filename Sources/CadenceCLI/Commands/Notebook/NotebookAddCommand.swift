import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence notebook add TITLE [--text T] [--pin]`: the text from standard input when omitted.
struct NotebookAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a note.")

    @Argument(help: "The note's title.")
    var title: String

    @Option(help: ArgumentHelp("The text (Markdown); read from standard input when omitted.", valueName: "text"))
    var text: String?

    @Flag(help: "Pin it to the top of the list.")
    var pin = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let content = text ?? NotebookCommand.readStandardInput()
        let note = try await context.service.addNote(title: title, content: content, pinned: pin, for: context.user)
        try context.output.emit(NoteJSON(note)) {
            let style = context.output.style
            let text = LocalText(localizer: context.output.localizer)
            guard text.isEnglish else {
                return style.green("✓") + " "
                    + text.localized("Added note {title} (id {id})", ["title": style.bold(note.title), "id": String(note.id)])
            }
            return style.green("✓") + " Added note " + style.bold(note.title) + style.dim(" (id \(note.id))")
        }
    }
}
