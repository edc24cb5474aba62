import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence notebook search QUERY`: full-text, every word in some form, best first.
struct NotebookSearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "Search notes' titles and texts.")

    @Argument(help: "The words to find (any case; \"hut\" finds \"huts\").")
    var query: String

    @Option(help: ArgumentHelp("At most this many results (1–100).", valueName: "n"))
    var limit = 20

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let hits = try await context.service.searchNotes(query, of: context.user, limit: limit)
        try context.output.emit(hits.map(NoteSearchHitJSON.init)) {
            guard !hits.isEmpty else {
                return LocalText(localizer: context.output.localizer).localized("No note matches '{query}'.", ["query": query])
            }
            let style = context.output.style
            return hits.map { hit in
                style.dim("#\(hit.note.id)") + " " + style.bold(hit.note.title) + "\n  " + hit.snippet
            }.joined(separator: "\n")
        }
    }
}
