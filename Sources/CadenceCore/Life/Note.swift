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

/// A note found by a search (docs/domain-rules.md §12 "Notes"), with its rank (lower is
/// better) and a snippet of the best matching part. The store marks each matched word between
/// `NoteSearchHit.matchStart` and `matchEnd` (private-use characters, so a note's own brackets
/// are never mistaken for a match); `snippet` writes them as `[` and `]`, `snippetParts` gives
/// the pieces for highlighting.
public struct NoteSearchHit: Sendable, Hashable {
    /// Opens a matched word in `markedSnippet`.
    public static let matchStart: Character = "\u{E000}"
    /// Closes a matched word in `markedSnippet`.
    public static let matchEnd: Character = "\u{E001}"

    public let note: Note
    /// The snippet with the store's match markers.
    public let markedSnippet: String
    public let rank: Double

    public init(note: Note, markedSnippet: String, rank: Double) {
        self.note = note
        self.markedSnippet = markedSnippet
        self.rank = rank
    }

    /// The snippet with each matched word between `[` and `]`.
    public var snippet: String {
        String(markedSnippet.map { $0 == Self.matchStart ? "[" : $0 == Self.matchEnd ? "]" : $0 })
    }

    /// The snippet in pieces, each matched or not, in order (empty pieces left out).
    public var snippetParts: [(text: String, matched: Bool)] {
        var parts: [(text: String, matched: Bool)] = []
        var current = ""
        var matched = false
        for character in markedSnippet {
            guard character == Self.matchStart || character == Self.matchEnd else {
                current.append(character)
                continue
            }
            if !current.isEmpty { parts.append((current, matched)) }
            current = ""
            matched = character == Self.matchStart
        }
        if !current.isEmpty { parts.append((current, matched)) }
        return parts
    }
}
