import Foundation

/// A note in the notebook (docs/domain-rules.md §12 "Notes"): a title, Markdown content, and
/// whether it is pinned. Not to be confused with a habit day's note (§3).
public struct Note: Sendable, Hashable, Identifiable {
    public var id: NoteID
    public var title: String
    public var content: String
    public var isPinned: Bool
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: NoteID = 0, title: String, content: String, isPinned: Bool = false, createdAt: Date, updatedAt: Date? = nil) {
        self.id = id
        self.title = title
        self.content = content
        self.isPinned = isPinned
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }
}

/// A note found by a search, with its rank (lower is better) and a snippet of the best
/// matching part, the matched words between `[` and `]`.
public struct NoteSearchHit: Sendable, Hashable {
    public let note: Note
    public let snippet: String
    public let rank: Double

    public init(note: Note, snippet: String, rank: Double) {
        self.note = note
        self.snippet = snippet
        self.rank = rank
    }
}
