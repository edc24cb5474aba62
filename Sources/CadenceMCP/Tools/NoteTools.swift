import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices

/// The notebook tools (docs/domain-rules.md §11, §12 "Notes"): `add_note`, `search_notes`.
enum NoteTools {
    static var all: [CadenceTool] { [addNote, searchNotes] }

    static let addNote = CadenceTool(
        "add_note", title: "Add a note",
        description: "Write a note (Markdown) in the person's notebook. Not idempotent: each call adds one.",
        parameters: [
            ToolParameter("title", .text(maxLength: NoteValidator.maximumTitleLength, nonEmpty: true), "The note's title.", required: true),
            ToolParameter("content", .text(maxLength: NoteValidator.maximumContentBytes, nonEmpty: false), "The text, in Markdown."),
            ToolParameter("pinned", .boolean, "Pin it to the top of the list."),
        ],
        effect: .adds
    ) { arguments, context in
        let note = try await context.service.addNote(
            title: arguments.text("title") ?? "", content: arguments.text("content") ?? "",
            pinned: arguments.flag("pinned"), for: context.user)
        let text = context.words.localizer.localized("Added note #{id} {title}.", ["id": String(note.id), "title": note.title])
        return try ToolOutput(text, json: NoteJSON(note))
    }

    static let searchNotes = CadenceTool(
        "search_notes", title: "Search notes",
        description: """
            Full-text search of the notebook's titles and texts: every word must appear, in any case and form \
            ("hut" finds "huts"). Best first, with a snippet (matched words in square brackets).
            """,
        parameters: [
            ToolParameter("query", .text(maxLength: 1_000, nonEmpty: true), "The words to find.", required: true),
            ToolParameter("limit", .integer(1...100), "At most this many results (default 10)."),
        ],
        effect: .reads
    ) { arguments, context in
        let hits = try await context.service.searchNotes(
            arguments.text("query") ?? "", of: context.user, limit: arguments.integer("limit") ?? 10)
        let text =
            hits.isEmpty
            ? context.words.localizer.localized("No note matches.")
            : hits.map { "#\($0.note.id) \($0.note.title): \($0.snippet)" }.joined(separator: "\n")
        return try ToolOutput(text, list: hits.map(NoteSearchHitJSON.init), key: "results")
    }
}
