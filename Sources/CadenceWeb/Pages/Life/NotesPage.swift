import CadenceCore

/// The notebook (docs/web.md "Notes"): a search box, then either the search's hits (best
/// first, the matched words highlighted in each snippet) or every note, pinned first. The page's
/// words are in the person's language (docs/domain-rules.md §23); the notes never.
struct NotesPage {
    let notes: [Note]
    let query: String?
    let hits: [NoteSearchHit]?
    let searchError: String?
    let deleted: Bool
    let csrfField: HTML
    var text = WebText()

    var body: HTML {
        let deletedNotice: HTML = "<p class=\"notice\" role=\"status\">\(text.localized("Note deleted."))</p>"
        return """
            <div class="today-head"><h1>\(text.localized("Notes"))</h1><a class="button primary" id="new-note" href="/notes/new">\
            \(text.localized("New note"))</a></div>
            \(HTML.when(deleted, deletedNotice))
            <form id="note-search" class="row search-row" method="get" action="/notes" role="search">
            <label>\(text.localized("Search notes"))<input name="q" type="search" value="\(query ?? "")" maxlength="200"></label>
            <button>\(text.localized("Search"))</button>
            </form>
            \(searchError.map { message -> HTML in "<p class=\"error-box\" role=\"alert\">\(message)</p>" })
            \(content)
            """
    }

    private var content: HTML {
        if let hits, let query {
            let items = hits.map { hit -> HTML in
                let snippet = HTML.joined(
                    hit.snippetParts.map { part -> HTML in part.matched ? "<mark>\(part.text)</mark>" : "\(part.text)" })
                return """
                    <li class="note-hit" data-note-id="\(hit.note.id)"><a class="note-title" href="/notes/\(hit.note.id)">\(hit.note.title)</a>
                    <p class="snippet">\(snippet)</p></li>
                    """
            }
            let count = hits.count
            let matches =
                text.isEnglish
                ? "\(count) \(count == 1 ? "note matches" : "notes match") “\(query)”."
                : text.localizer.localized(
                    one: "{count} note matches “{query}”.", other: "{count} notes match “{query}”.", count: count, ["query": query])
            let summary: HTML =
                "<p class=\"muted\" id=\"search-summary\">\(matches) "
                + "<a href=\"/notes\">\(text.localized("Show all"))</a></p>"
            return "\(summary)<ul class=\"life-list\" id=\"note-hits\">\(items)</ul>"
        }
        guard !notes.isEmpty else { return "<p class=\"muted\" id=\"no-notes\">\(text.localized("No notes yet. Write one: Markdown works."))</p>" }
        let pinned: HTML = "<span aria-label=\"\(text.localized("Pinned"))\">📌</span> "
        let items = notes.map { note -> HTML in
            // docs/web.md "Notes": a plain-text excerpt, the Markdown rendered and read back.
            let excerpt = NotePlainText.excerpt(note.content)
            return """
                <li class="note-item\(HTML.when(note.isPinned, " pinned"))" data-note-id="\(note.id)" data-pinned="\(note.isPinned)">
                <a class="note-title" href="/notes/\(note.id)">\
                \(HTML.when(note.isPinned, pinned))\(note.title)</a>
                <p class="muted note-excerpt">\(excerpt)</p></li>
                """
        }
        return "<ul class=\"life-list\" id=\"note-list\">\(items)</ul>"
    }
}
