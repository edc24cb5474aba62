import CadenceServices

/// docs/web.md "Undo a delete" (docs/domain-rules.md "§14 Undo and the trash"): the
/// toast a page shows after a delete, `#undo-toast` with the form whose `button#undo` restores
/// the record. A delete redirects to its page with `undo=<kind>-<id>`; the toast shows as long as
/// the trash holds the record (30 days), so it survives a reload. Fixed at the bottom of the
/// viewport, above the tab bar (`--tabbar-height`).
struct UndoToast {
    /// What the `undo` query parameter names: a kind of the web's deletes and an id.
    struct Target: Hashable {
        let kind: TrashKind
        let id: Int64

        /// Reads `todo-5`, `note-5`, `health-5` or `transaction-5`; `nil` for anything else.
        init?(_ text: String?) {
            guard let text, let dash = text.lastIndex(of: "-"), let id = Int64(text[text.index(after: dash)...]), id > 0,
                let kind = Self.kinds[String(text[..<dash])]
            else { return nil }
            self.kind = kind
            self.id = id
        }

        init(kind: TrashKind, id: Int64) {
            self.kind = kind
            self.id = id
        }

        static let kinds: [String: TrashKind] = [
            "todo": .todo, "note": .note, "health": .healthEntry, "transaction": .moneyTransaction,
        ]

        /// The query value naming this record (`todo-5`).
        var query: String {
            let name = Self.kinds.first { $0.value == kind }?.key ?? "todo"
            return "\(name)-\(id)"
        }

        /// Where its undo form posts.
        var restorePath: String {
            switch kind {
            case .todo: "/todos/\(id)/restore"
            case .note: "/notes/\(id)/restore"
            case .healthEntry: "/health/entries/\(id)/restore"
            case .moneyTransaction: "/money/transactions/\(id)/restore"
            }
        }

        /// What the toast says, in the page's language.
        func deletedText(_ text: WebText) -> String {
            switch kind {
            case .todo: text.localized("To-do deleted.")
            case .note: text.localized("Note deleted.")
            case .healthEntry: text.localized("Entry deleted.")
            case .moneyTransaction: text.localized("Transaction deleted.")
            }
        }
    }

    let target: Target
    /// The page to come back to after the undo (this page without `undo`).
    let back: String
    let csrfField: HTML
    var text = WebText()

    var body: HTML {
        """
        <div id="undo-toast" class="toast undo-toast" role="status" data-undo="\(target.query)"><span>\(target.deletedText(text))</span>\
        <form method="post" action="\(target.restorePath)">\(csrfField)<input type="hidden" name="back" value="\(back)">\
        <button id="undo" class="link-button">\(text.localized("Undo"))</button></form></div>
        """
    }

    /// `path` with `undo=<target>` added to its query (the redirect after a delete).
    static func redirectPath(_ path: String, undoing target: Target) -> String {
        path + (path.contains("?") ? "&" : "?") + "undo=\(target.query)"
    }

    /// A local path to come back to (`/…`, not `//…`), or `fallback`.
    static func localPath(_ text: String?, fallback: String) -> String {
        guard let text, text.hasPrefix("/"), !text.hasPrefix("//"), !text.contains("\\"), text.count <= 500,
            !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return fallback }
        return text
    }
}
