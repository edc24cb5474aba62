import CadenceCore
import CadenceStorage
import GRDB

// MARK: - Notes (docs/domain-rules.md §12 "Notes")

extension SQLiteStore {
    public func notes(of user: UserID) async throws -> [Note] {
        try await databaseWriter.read { db in try Self.notes(db, user: user) }
    }

    static func notes(_ db: Database, user: UserID) throws -> [Note] {
        let statement = try db.cachedStatement(
            sql: "SELECT \(NoteRecord.columns) FROM note WHERE user_id = ? ORDER BY pinned DESC, updated_at DESC, id DESC")
        return try Row.fetchAll(statement, arguments: [user]).map(NoteRecord.note)
    }

    public func note(_ id: NoteID, of user: UserID) async throws -> Note? {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(sql: "SELECT \(NoteRecord.columns) FROM note WHERE id = ? AND user_id = ?")
            return try Row.fetchOne(statement, arguments: [id, user]).map(NoteRecord.note)
        }
    }

    /// FTS5 over title and content, every word required — as a word form or as the beginning
    /// of a word (`("dent" OR "dent"*)`, docs/domain-rules.md §12 "Notes") — ranked by bm25 (a
    /// title match weighs three times a content match); the snippet comes from the content, or
    /// the title when the words are only there.
    public func searchNotes(of user: UserID, words: [String], limit: Int) async throws -> [NoteSearchHit] {
        guard !words.isEmpty else { return [] }
        let query = words.map { word -> String in
            let quoted = NoteRecord.quoted(word)
            return "(\(quoted) OR \(quoted)*)"
        }.joined(separator: " AND ")
        return try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT \(NoteRecord.columns), bm25(note_fts, 3.0, 1.0) AS rank,
                        snippet(note_fts, 1, ?, ?, '…', 16) AS body, snippet(note_fts, 0, ?, ?, '…', 16) AS heading
                    FROM note_fts JOIN note ON note.id = note_fts.rowid
                    WHERE note_fts MATCH ? AND note.user_id = ?
                    ORDER BY rank, note.id LIMIT ?
                    """)
            let (open, close) = (String(NoteSearchHit.matchStart), String(NoteSearchHit.matchEnd))
            return try Row.fetchAll(statement, arguments: [open, close, open, close, query, user, limit]).map { row in
                let body: String = row["body"] ?? ""
                let heading: String = row["heading"] ?? ""
                return NoteSearchHit(
                    note: try NoteRecord.note(row), markedSnippet: body.contains(NoteSearchHit.matchStart) ? body : heading,
                    rank: row["rank"] ?? 0)
            }
        }
    }
}

// MARK: - Note writes, inside `ChangeWriter`'s transaction

extension ChangeWriter {
    func insertNote(_ note: Note) throws -> Int64 {
        try db.cachedStatement(
            sql: "INSERT INTO note (user_id, title, content, pinned, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)"
        ).execute(arguments: [
            user, note.title, note.content, note.isPinned, StoredInstant.milliseconds(note.createdAt),
            StoredInstant.milliseconds(note.updatedAt),
        ])
        return db.lastInsertedRowID
    }

    func updateNote(_ note: Note) throws {
        try db.cachedStatement(
            sql: "UPDATE note SET title = ?, content = ?, pinned = ?, updated_at = ? WHERE id = ? AND user_id = ?"
        ).execute(arguments: [note.title, note.content, note.isPinned, instant, note.id, user])
        guard db.changesCount > 0 else { throw CadenceError(.notFound, field: "id", "note \(note.id) not found") }
    }

    func deleteNote(_ id: NoteID) throws {
        try db.cachedStatement(sql: "DELETE FROM note WHERE id = ? AND user_id = ?").execute(arguments: [id, user])
        guard db.changesCount > 0 else { throw CadenceError(.notFound, field: "id", "note \(id) not found") }
    }
}
