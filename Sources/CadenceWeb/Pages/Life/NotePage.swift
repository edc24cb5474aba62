import CadenceCore

/// One note (docs/web.md "Notes"): its title, its Markdown rendered safely (`NoteMarkdown`),
/// when it last changed, and its actions (edit, pin, delete).
struct NotePage {
    let note: Note
    let saved: Bool
    let calendar: UserCalendar
    let csrfField: HTML

    var body: HTML {
        """
        <p><a href="/notes">← Notes</a></p>
        \(HTML.when(saved, "<p class=\"notice\" id=\"note-saved\" role=\"status\">Note saved.</p>"))
        <article class="card note" data-note-id="\(note.id)">
        <h1 id="note-title">\(note.title)</h1>
        <p class="muted">\(note.isPinned ? "Pinned · " : "")Changed \(WebInstant.html(note.updatedAt, in: calendar))</p>
        <div class="markdown" id="note-body">\(NoteMarkdown.html(note.content))</div>
        </article>
        <div class="actions note-actions">
        <a class="button" id="edit-note" href="/notes/\(note.id)/edit">Edit</a>
        <form method="post" action="/notes/\(note.id)/pin">\(csrfField)<input type="hidden" name="back" value="/notes/\(note.id)"><input \
        type="hidden" name="pinned" value="\(!note.isPinned)"><button id="pin-note">\(note.isPinned ? "Unpin" : "Pin")</button></form>
        <details class="danger-zone"><summary>Delete…</summary><form method="post" action="/notes/\(note.id)/delete">\(csrfField)<button \
        class="danger" id="delete-note">Delete this note</button></form></details>
        </div>
        """
    }
}
