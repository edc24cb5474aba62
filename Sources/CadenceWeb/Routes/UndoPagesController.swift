import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// docs/web.md "Undo a delete" (docs/domain-rules.md "§14 Undo and the trash"): the
/// undo toast's forms. Each restores one deleted record with its own id (one service call, one
/// transaction) and redirects to the page the toast was on (`back`), with a notice. A record the
/// trash no longer holds answers the page with a notice that says so, never an error page.
struct UndoPagesController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.post("todos/{id}/restore", use: restoreTodo)
        routes.post("notes/{id}/restore", use: restoreNote)
        routes.post("health/entries/{id}/restore", use: restoreHealthEntry)
        routes.post("money/transactions/{id}/restore", use: restoreTransaction)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    @Sendable func restoreTodo(_ request: Request, context: Context) async throws -> Response {
        try await restore(request, context, noun: "to-do", fallback: "/todos") { id, user, text in
            _ = try await service.restoreTodo(id, for: user)
            return text.localized("To-do restored.")
        }
    }

    @Sendable func restoreNote(_ request: Request, context: Context) async throws -> Response {
        try await restore(request, context, noun: "note", fallback: "/notes") { id, user, text in
            _ = try await service.restoreNote(id, for: user)
            return text.localized("Note restored.")
        }
    }

    @Sendable func restoreHealthEntry(_ request: Request, context: Context) async throws -> Response {
        try await restore(request, context, noun: "health entry", fallback: "/health") { id, user, text in
            _ = try await service.restoreHealthEntry(id, for: user)
            return text.localized("Entry restored.")
        }
    }

    @Sendable func restoreTransaction(_ request: Request, context: Context) async throws -> Response {
        try await restore(request, context, noun: "transaction", fallback: "/money") { id, user, text in
            _ = try await service.restoreMoneyTransaction(id, for: user)
            return text.localized("Transaction restored.")
        }
    }

    private func restore(
        _ request: Request, _ context: Context, noun: String, fallback: String,
        _ use: (Int64, UserID, WebText) async throws -> String
    ) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: noun)
        let back = UndoToast.localPath(form["back"], fallback: fallback)
        let localizer = try await visit.localizer()
        let text = WebText(localizer)
        do {
            return visit.redirect(to: back, notice: try await use(id, user, text))
        } catch let error as CadenceError where error.code == .notInTrash || error.kind == .validation {
            // English keeps the precise message; another language says the code's sentence (docs/domain-rules.md §28).
            let notice =
                text.isEnglish
                ? text.localized("Could not restore: {reason}.", ["reason": error.message])
                : text.localized(
                    "Could not restore it. {reason}", ["reason": ErrorSentence.text(code: error.problem.code, message: error.message, localizer)])
            return visit.redirect(to: back, notice: notice)
        }
    }
}
