import CadenceCore
import CadenceStorage

/// One note (`notebook …`, `/api/v1/notes`): `{"id", "title", "content", "pinned",
/// "createdAt", "updatedAt"}` (docs/domain-rules.md §12 "Notes"); all but `id` are `Fields`, the
/// part Cadence's export shares.
public struct NoteJSON: SharesFields, Codable, Sendable, Hashable {
    public var id: NoteID
    /// The keys the export's note shares (`Fields`), encoded inline; read as `note.title` etc.
    public var fields: Fields

    public init(_ note: Note) {
        id = note.id
        fields = Fields(note, instants: .seconds)
    }

    private enum CodingKeys: String, CodingKey {
        case id
    }

    public init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: CodingKeys.self).decode(NoteID.self, forKey: .id)
        fields = try Fields(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
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
