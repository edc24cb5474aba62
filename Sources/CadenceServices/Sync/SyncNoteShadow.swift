import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "Notes": a note as this store last had it after recording or merging — its
/// fields (`title`, `pinned`, `createdAt`, as canonical JSON), the text it showed and `seen`: the
/// version stamps that text is or replaced (what a local edit of it replaces).
struct SyncNoteShadow: Codable, Hashable {
    var fields: [String: String] = [:]
    var text: String = ""
    var seen: [String] = []

    /// The shadow saved as `text` (an empty one when there is none, or it cannot be read).
    static func of(_ text: String?) -> SyncNoteShadow {
        text.flatMap { try? SyncJSON.value(SyncNoteShadow.self, from: $0, field: "shadow") } ?? SyncNoteShadow()
    }

    func encoded() throws -> String { try SyncJSON.text(self) }

    /// A note's synced fields but its text.
    static func fields(of note: Note) throws -> [String: String] {
        [
            "title": try SyncJSON.text(note.title),
            "pinned": try SyncJSON.text(note.isPinned),
            "createdAt": try SyncJSON.text(StoredMilliseconds.of(note.createdAt)),
        ]
    }
}
