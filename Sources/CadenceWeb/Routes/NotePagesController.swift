import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices
import Hummingbird

/// The notebook pages (docs/web.md "Notes"; docs/domain-rules.md §12 "Notes"): the list
/// (pinned first) with search (`?q=`, matched words highlighted), a note rendered from its
/// Markdown, and the editor with a preview (the Preview button renders it on the server, so it
/// works without JavaScript). Each POST is one service call (one transaction); a refused form
/// comes back with its message and everything typed (422).
struct NotePagesController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("notes", use: list)
        routes.get("notes/new", use: newNote)
        routes.post("notes/new", use: create)
        routes.get("notes/{id}", use: show)
        routes.get("notes/{id}/edit", use: editForm)
        routes.post("notes/{id}/edit", use: update)
        routes.post("notes/{id}/pin", use: pin)
        routes.post("notes/{id}/delete", use: delete)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let query = visit.query("q")
        var hits: [NoteSearchHit]?
        var searchError: String?
        if let query {
            do {
                hits = try await service.searchNotes(query, of: user, limit: 50)
            } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
                searchError = try await visit.sentence(error)
            }
        }
        let localizer = try await visit.localizer()
        let page = NotesPage(
            notes: try await service.notes(of: user), query: query, hits: hits, searchError: searchError,
            deleted: visit.query("deleted") != nil, csrfField: visit.csrfField, text: WebText(localizer))
        let status: HTTPResponse.Status = searchError == nil ? .ok : .unprocessableContent
        return try await visit.page("Notes", section: .notes, status: status, body: page.body, localizer: localizer)
    }

    @Sendable func newNote(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        _ = try visit.user()
        let localizer = try await visit.localizer()
        let page = NoteEditorPage(
            note: nil, title: "", content: "", pinned: false, preview: false, echo: nil, csrfField: visit.csrfField, text: WebText(localizer))
        return try await visit.page(page.heading, section: .notes, body: page.body, localizer: localizer)
    }

    @Sendable func create(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        return try await submit(visit, editing: nil) { title, content, pinned in
            try await service.addNote(title: title, content: content, pinned: pinned, for: user)
        }
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let note = try await service.note(try PathParameters(context: context).id("id", of: "note"), of: user)
        let localizer = try await visit.localizer()
        let page = NotePage(
            note: note, saved: visit.query("saved") != nil, calendar: try await service.calendar(for: user), csrfField: visit.csrfField,
            text: WebText(localizer))
        return try await visit.page(note.title, section: .notes, body: page.body, localizer: localizer)
    }

    @Sendable func editForm(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let note = try await service.note(try PathParameters(context: context).id("id", of: "note"), of: user)
        let localizer = try await visit.localizer()
        let page = NoteEditorPage(
            note: note, title: note.title, content: note.content, pinned: note.isPinned, preview: false, echo: nil, csrfField: visit.csrfField,
            text: WebText(localizer))
        return try await visit.page(page.heading, section: .notes, body: page.body, localizer: localizer)
    }

    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let note = try await service.note(try PathParameters(context: context).id("id", of: "note"), of: user)
        return try await submit(visit, editing: note) { title, content, pinned in
            try await service.updateNote(note.id, for: user) { edited in
                edited.title = title
                edited.content = content
                edited.isPinned = pinned
            }
        }
    }

    /// The editor's form: Preview renders the page again with the content (nothing saved);
    /// Save calls `save` and goes to the note, or shows the refusal with everything typed.
    private func submit(
        _ visit: WebVisit, editing note: Note?, save: (String, String, Bool) async throws -> Note
    ) async throws -> Response {
        let form = try await visit.form()
        let (title, content, pinned) = Self.fields(form)
        let localizer = try await visit.localizer()
        let text = WebText(localizer)
        let heading = note == nil ? text.localized("New note") : text.localized("Edit note")
        func editor(preview: Bool, echo: FormEcho?) -> HTML {
            NoteEditorPage(
                note: note, title: title, content: content, pinned: pinned, preview: preview, echo: echo, csrfField: visit.csrfField,
                text: text
            ).body
        }
        if form["intent"] == "preview" {
            return try await visit.page(heading, section: .notes, body: editor(preview: true, echo: nil), localizer: localizer)
        }
        do {
            let saved = try await save(title, content, pinned)
            return visit.redirect(to: "/notes/\(saved.id)?saved=1")
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            let echo = FormEcho(form: "note-form", error: error, values: form, localizer: localizer)
            let body = editor(preview: false, echo: echo)
            return try await visit.page(heading, section: .notes, status: .unprocessableContent, body: body, localizer: localizer)
        }
    }

    @Sendable func pin(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "note")
        let pinned = form["pinned"] != "false"
        try await service.updateNote(id, for: user) { $0.isPinned = pinned }
        return visit.redirect(to: form.returnPath(or: "/notes"))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "note")
        try await service.deleteNote(id, for: user)
        // docs/web.md "Undo a delete": the list shows the undo toast.
        return visit.redirect(to: UndoToast.redirectPath("/notes", undoing: .init(kind: .note, id: id)))
    }

    /// The title (trimmed), the content exactly as typed but with its line endings made `\n`,
    /// and the pin.
    static func fields(_ form: FormData) -> (title: String, content: String, pinned: Bool) {
        let content = (form.raw("content") ?? "").replacingOccurrences(of: "\r\n", with: "\n")
        return (form["title"] ?? "", content, form.isChecked("pinned"))
    }
}
