import CadenceCore

/// One note (docs/web.md "Notes"): its title, its Markdown rendered safely (`NoteMarkdown`),
/// when it last changed, and its actions (edit, pin, delete). The page's words are in the
/// person's language (docs/domain-rules.md §23); the note never.
struct NotePage {
    let note: Note
    let saved: Bool
    let calendar: UserCalendar
    let csrfField: HTML
    var text = WebText()

    var body: HTML {
        let savedNotice: HTML = "<p class=\"notice\" id=\"note-saved\" role=\"status\">\(text.localized("Note saved."))</p>"
        let changed = text.html(text.localized("Changed {when}"), ["when": text.instantHTML(note.updatedAt, in: calendar)])
        let pinned = note.isPinned ? text.localized("Pinned") + " · " : ""
        let pin = note.isPinned ? text.localized("Unpin") : text.localized("Pin")
        return """
            <p><a href="/notes">← \(text.localized("Notes"))</a></p>
            \(HTML.when(saved, savedNotice))
            <article class="card note" data-note-id="\(note.id)">
            <h1 id="note-title">\(note.title)</h1>
            <p class="muted">\(pinned)\(changed)</p>
            <div class="markdown" id="note-body">\(NoteMarkdown.html(note.content))</div>
            </article>
            <div class="actions note-actions">
            <a class="button" id="edit-note" href="/notes/\(note.id)/edit">\(text.localized("Edit"))</a>
            <form method="post" action="/notes/\(note.id)/pin">\(csrfField)<input type="hidden" name="back" value="/notes/\(note.id)"><input \
            type="hidden" name="pinned" value="\(!note.isPinned)"><button id="pin-note">\(pin)</button></form>
            <details class="danger-zone"><summary>\(text.localized("Delete…"))</summary>\
            <form method="post" action="/notes/\(note.id)/delete">\(csrfField)<button \
            class="danger" id="delete-note">\(text.localized("Delete this note"))</button></form></details>
            </div>
            """
    }
}
