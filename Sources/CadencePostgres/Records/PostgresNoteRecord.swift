import CadenceCore
import Foundation
import PostgresNIO

/// Row decoding for the `note` table and the shape of its search snippets (docs/domain-rules.md
/// §12 "Notes"), as `NoteRecord` and FTS5's `snippet()` do for SQLite.
enum PostgresNoteRecord {
    /// Columns read for a `Note`, in decoding order.
    static let columns = "note.id, note.title, note.content, note.pinned, note.created_at, note.updated_at"

    /// The longest snippet, in words: FTS5's `snippet(…, 16)` takes 16 tokens.
    static let snippetWords = 16

    /// `ts_headline`'s options (docs/domain-rules.md §12 "Notes"): matched words between
    /// `NoteSearchHit.matchStart` and `matchEnd`, about `snippetWords` words from the best
    /// match on (bound as a parameter, never spliced into the SQL).
    static let headlineOptions =
        "StartSel=\(NoteSearchHit.matchStart), StopSel=\(NoteSearchHit.matchEnd), "
        + "MaxWords=\(snippetWords), MinWords=\(snippetWords - 1)"

    /// What FTS5's `snippet()` writes where it leaves text out.
    static let ellipsis = "…"

    /// The note of a row of `columns`.
    static func note(_ row: PostgresRow) throws -> Note {
        let (id, title, content, pinned, createdAt, updatedAt) = try row.decode(
            (Int64, String, String, Bool, Int64, Int64).self)
        return note(id: id, title: title, content: content, pinned: pinned, createdAt: createdAt, updatedAt: updatedAt)
    }

    /// The note of stored values.
    static func note(id: Int64, title: String, content: String, pinned: Bool, createdAt: Int64, updatedAt: Int64) -> Note {
        Note(
            id: id, title: title, content: content, isPinned: pinned,
            createdAt: PostgresValues.date(createdAt), updatedAt: PostgresValues.date(updatedAt))
    }

    /// The snippet of `text` for `headline`, its `ts_headline` (docs/domain-rules.md §12
    /// "Notes"), shaped like FTS5's `snippet()`: the text left out before or after the
    /// headline becomes `…` when it holds a word, and is kept as it is otherwise (the final
    /// full stop FTS5 keeps and `ts_headline` drops). A headline not found in `text` is
    /// returned unchanged.
    static func snippet(_ headline: String, of text: String) -> String {
        let plain = String(headline.filter { $0 != NoteSearchHit.matchStart && $0 != NoteSearchHit.matchEnd })
        guard !plain.isEmpty, let range = text.range(of: plain, options: .literal) else { return headline }
        let before = text[..<range.lowerBound]
        let after = text[range.upperBound...]
        return (before.contains(where: isWordCharacter) ? ellipsis : String(before)) + headline
            + (after.contains(where: isWordCharacter) ? ellipsis : String(after))
    }

    /// Whether `character` belongs to a word, as the search reads words (letters and digits).
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
