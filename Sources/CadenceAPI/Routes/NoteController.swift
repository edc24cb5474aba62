import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/notes`: the notebook — list, add, show, change, delete, and full-text search
/// (docs/domain-rules.md §12 "Notes"; the same rules and JSON as `cadence notebook`).
struct NoteController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.post(use: add)
        routes.get("search", use: search)
        routes.get("{id}", use: show)
        routes.patch("{id}", use: update)
        routes.delete("{id}", use: delete)
        routes.post("{id}/restore", use: restore)
        return routes
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(try await dependencies.service.notes(of: user).map(NoteJSON.init))
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.noteBodies.decode(NoteInput.self, schema: "NoteCreate", from: request)
        let note = try await dependencies.service.addNote(
            title: input.title ?? "", content: input.content ?? "", pinned: input.pinned ?? false, for: user)
        return try JSONResponse.make(NoteJSON(note), status: .created, headers: [.location: "/api/v1/notes/\(note.id)"])
    }

    /// `?q=words&limit=N`: every word in some form, best first.
    @Sendable func search(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let query = QueryParameters(request: request)
        guard let text = query.string("q") else { throw HTTPRefusal.invalidParameter("q", "give the words to search for") }
        let limit = try query.integer("limit", in: 1...100) ?? 20
        let hits = try await dependencies.service.searchNotes(text, of: user, limit: limit)
        return try JSONResponse.make(hits.map(NoteSearchHitJSON.init))
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let note = try await dependencies.service.note(try PathParameters(context: context).id("id", of: "note"), of: user)
        return try JSONResponse.make(NoteJSON(note))
    }

    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "note")
        let input = try await dependencies.noteBodies.decode(NoteInput.self, schema: "NotePatch", from: request)
        let note = try await dependencies.service.updateNote(id, for: user) { note in
            if let title = input.title { note.title = title }
            if let content = input.content { note.content = content }
            if let pinned = input.pinned { note.isPinned = pinned }
        }
        return try JSONResponse.make(NoteJSON(note))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await dependencies.service.deleteNote(try PathParameters(context: context).id("id", of: "note"), for: user)
        return JSONResponse.noContent()
    }

    /// docs/domain-rules.md "§14 Undo and the trash": puts a deleted note back with its
    /// id; 404 `notInTrash` when the trash does not hold it.
    @Sendable func restore(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let note = try await dependencies.service.restoreNote(try PathParameters(context: context).id("id", of: "note"), for: user)
        return try JSONResponse.make(NoteJSON(note))
    }
}
