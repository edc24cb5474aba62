import CadenceServices
import Foundation

extension WebVisit {
    /// docs/web.md "Undo a delete": the undo toast this page shows, when its `undo` query names a
    /// record the user's trash still holds; empty otherwise (a second undo, or a stale link). In
    /// the page's language (docs/domain-rules.md §23).
    func undoToast(_ text: WebText) async throws -> HTML {
        guard let target = UndoToast.Target(query("undo")), let user = context.identity?.user,
            try await service.isInTrash(target.kind, id: target.id, of: user)
        else { return .empty }
        return UndoToast(target: target, back: pathWithoutUndo, csrfField: csrfField, text: text).body
    }

    /// This request's path and query without the `undo` parameter.
    private var pathWithoutUndo: String {
        var components = URLComponents(string: request.uri.description) ?? URLComponents()
        components.queryItems = components.queryItems?.filter { $0.name != "undo" }
        if components.queryItems?.isEmpty == true { components.queryItems = nil }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        return path + (components.percentEncodedQuery.map { "?\($0)" } ?? "")
    }
}
