import CadenceCore

/// The note editor (docs/web.md "Notes"): title, Markdown content and pin, with Preview (the
/// content rendered safely above the editor, nothing saved) and Save. Everything typed is kept
/// through a preview and a refusal.
struct NoteEditorPage {
    /// The note being edited; `nil` for a new one.
    let note: Note?
    let title: String
    let content: String
    let pinned: Bool
    let preview: Bool
    let echo: FormEcho?
    let csrfField: HTML

    var body: HTML {
        let action = note.map { "/notes/\($0.id)/edit" } ?? "/notes/new"
        let previewSection: HTML =
            preview
            ? """
            <section class="card" aria-labelledby="preview-title" id="note-preview"><h2 id="preview-title">Preview</h2>
            <div class="markdown">\(content.isEmpty ? HTML("<p class=\"muted\">Nothing to preview yet.</p>") : NoteMarkdown.html(content))</div>\
            </section>
            """
            : .empty
        return """
            <p><a href="\(note.map { "/notes/\($0.id)" } ?? "/notes")">← \(note == nil ? "Notes" : "Back to the note")</a></p>
            <h1>\(note == nil ? "New note" : "Edit note")</h1>
            \(previewSection)
            <section class="card">
            \(FormEcho.errorBox(echo, form: "note-form"))
            <form id="note-form" class="stack" method="post" action="\(action)">\(csrfField)
            <label>Title<input name="title" type="text" maxlength="\(NoteValidator.maximumTitleLength)" value="\(title)" \
            required\(HTML.when(note == nil && echo == nil && !preview, " autofocus"))></label>
            <label>Content <span class="muted">(Markdown: **bold**, _italic_, # headings, - lists, [links](https://example.org), `code`)</span>
            <textarea name="content" id="note-content" rows="14">\n\(content)</textarea></label>
            <label class="choice"><input type="checkbox" name="pinned" value="true"\(HTML.when(pinned, " checked"))> Pin to the top</label>
            <div class="actions"><button class="primary" name="intent" value="save" id="save-note">Save</button>
            <button name="intent" value="preview" id="preview-note" formnovalidate>Preview</button>
            <a class="button" href="\(note.map { "/notes/\($0.id)" } ?? "/notes")">Cancel</a></div>
            </form>
            </section>
            """
    }
}
