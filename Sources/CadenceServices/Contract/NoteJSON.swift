import CadenceCore
import CadenceStorage

/// One note (`notebook …`, `/api/v1/notes`): `{"id", "title", "content", "pinned",
/// "createdAt", "updatedAt"}` (docs/domain-rules.md §12 "Notes").
public struct NoteJSON: Codable, Sendable, Hashable {
    public var id: NoteID
    public var title: String
    public var content: String
    public var pinned: Bool
    public var createdAt: String
    public var updatedAt: String

    public init(_ note: Note) {
        id = note.id
        title = note.title
        content = note.content
        pinned = note.isPinned
        createdAt = ContractJSON.instant(note.createdAt)
        updatedAt = ContractJSON.instant(note.updatedAt)
    }
}

/// A search result (`notebook search`, `/api/v1/notes/search`): `{"note", "snippet", "rank"}`,
/// the snippet's matched words between `[` and `]`, best (lowest rank) first.
public struct NoteSearchHitJSON: Codable, Sendable, Hashable {
    public var note: NoteJSON
    public var snippet: String
    public var rank: Double

    public init(_ hit: NoteSearchHit) {
        note = NoteJSON(hit.note)
        snippet = hit.snippet
        rank = (hit.rank * 1_000_000).rounded() / 1_000_000
    }
}
