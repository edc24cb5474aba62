import CadenceCore

/// The note editor (docs/web.md "Notes"): title, Markdown content and pin, with Preview (the
/// content rendered safely above the editor, nothing saved) and Save. Everything typed is kept
/// through a preview and a refusal. The page's words are in the person's language
/// (docs/domain-rules.md §23); what was typed never.
struct NoteEditorPage {
    /// The note being edited; `nil` for a new one.
    let note: Note?
    let title: String
    let content: String
    let pinned: Bool
    let preview: Bool
    let echo: FormEcho?
    let csrfField: HTML
    var text = WebText()

    /// The page's heading and title.
    var heading: String { note == nil ? text.localized("New note") : text.localized("Edit note") }

    var body: HTML {
        let action = note.map { "/notes/\($0.id)/edit" } ?? "/notes/new"
        let nothing: HTML = "<p class=\"muted\">\(text.localized("Nothing to preview yet."))</p>"
        let back = note == nil ? text.localized("Notes") : text.localized("Back to the note")
        let hint = text.localized("(Markdown: **bold**, _italic_, # headings, - lists, [links](https://example.org), `code`)")
        let previewSection: HTML =
            preview
            ? """
            <section class="card" aria-labelledby="preview-title" id="note-preview"><h2 id="preview-title">\(text.localized("Preview"))</h2>
            <div class="markdown">\(content.isEmpty ? nothing : NoteMarkdown.html(content))</div>\
            </section>
            """
            : .empty
        return """
            <p><a href="\(note.map { "/notes/\($0.id)" } ?? "/notes")">← \(back)</a></p>
            <h1>\(heading)</h1>
            \(previewSection)
            <section class="card">
            \(FormEcho.errorBox(echo, form: "note-form"))
            <form id="note-form" class="stack" method="post" action="\(action)">\(csrfField)
            <label>\(text.localized("Title"))<input name="title" type="text" maxlength="\(NoteValidator.maximumTitleLength)" value="\(title)" \
            required\(HTML.when(note == nil && echo == nil && !preview, " autofocus"))></label>
            <label>\(text.localized("Content")) <span class="muted">\(hint)</span>
            <textarea name="content" id="note-content" rows="14">\n\(content)</textarea></label>
            <label class="choice"><input type="checkbox" name="pinned" value="true"\(HTML.when(pinned, " checked"))> \
            \(text.localized("Pin to the top"))</label>
            <div class="actions"><button class="primary" name="intent" value="save" id="save-note">\(text.localized("Save"))</button>
            <button name="intent" value="preview" id="preview-note" formnovalidate>\(text.localized("Preview"))</button>
            <a class="button" href="\(note.map { "/notes/\($0.id)" } ?? "/notes")">\(text.localized("Cancel"))</a></div>
            </form>
            </section>
            """
    }
}
