import CadenceCore
import GRDB

/// Row decoding for the `note` table (docs/domain-rules.md §12 "Notes").
enum NoteRecord {
    /// Columns read for a `Note`, in decoding order (prefixed for joins with the index).
    static let columns = "note.id, note.title, note.content, note.pinned, note.created_at, note.updated_at"

    static func note(_ row: Row) throws -> Note {
        Note(
            id: try row.decode(Int64.self, atIndex: 0),
            title: try row.decode(String.self, atIndex: 1),
            content: try row.decode(String.self, atIndex: 2),
            isPinned: try row.decode(Bool.self, atIndex: 3),
            createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 4)),
            updatedAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 5)))
    }

    /// A search word as an FTS5 string: in double quotes (doubled inside), so no word is read
    /// as query syntax; FTS5 still runs it through the table's tokenizer (porter, unicode61).
    static func quoted(_ word: String) -> String {
        "\"" + word.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
