import CadenceCore
import CadenceStorage
import PostgresNIO

// MARK: - Notes (docs/domain-rules.md §12 "Notes")

extension PostgresStore {
    /// The user's notes: pinned first, then the most recently changed (then the newest id).
    public func notes(of user: UserID) async throws -> [Note] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: PostgresNoteRecord.columns) FROM note
                WHERE user_id = \(user) ORDER BY pinned DESC, updated_at DESC, id DESC
                """, logger: logger
            ).map(PostgresNoteRecord.note)
        }
    }

    /// One note, or `nil` when it does not exist or is another user's (docs/domain-rules.md §8).
    public func note(_ id: NoteID, of user: UserID) async throws -> Note? {
        try await database.read { connection in
            try await connection.first(
                "SELECT \(unescaped: PostgresNoteRecord.columns) FROM note WHERE id = \(id) AND user_id = \(user)",
                logger: logger
            ).map(PostgresNoteRecord.note)
        }
    }

    /// docs/domain-rules.md §12 "Notes": full-text search over the generated `search` column
    /// (English stemming, title weight A, content weight B), every word required, as a word
    /// form or as the beginning of a word: the words, each quoted as a lexeme (so no query
    /// syntax), are bound as one parameter `'w1':* & 'w2':*` of `to_tsquery`, which stems each
    /// and matches every lexeme it begins ("dent" finds "dentist"); words that are all stop
    /// words or punctuation match nothing. Ranked by
    /// `ts_rank` with a title match weighing three times a content match, negated so that lower
    /// is better as with SQLite's bm25, then by id; the snippet comes from the content, or the
    /// title when the words are only there.
    public func searchNotes(of user: UserID, words: [String], limit: Int) async throws -> [NoteSearchHit] {
        guard !words.isEmpty else { return [] }
        // Each word quoted as a tsquery lexeme ('…', a quote doubled, a backslash escaped), so
        // whatever a caller passes is a word, never an operator.
        let text = words.map { word in
            "'" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''") + "':*"
        }.joined(separator: " & ")
        let options = PostgresNoteRecord.headlineOptions
        let rowLimit: Int64? = limit < 0 ? nil : Int64(limit)  // integer-only
        return try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: PostgresNoteRecord.columns),
                    (-ts_rank('{0.1, 0.2, 0.33333334, 1.0}'::real[], note.search, q))::float8 AS rank,
                    ts_headline('english'::regconfig, note.content, q, \(options)) AS body,
                    ts_headline('english'::regconfig, note.title, q, \(options)) AS heading
                FROM note, to_tsquery('english'::regconfig, \(text)) AS q
                WHERE note.user_id = \(user) AND note.search @@ q
                ORDER BY rank, note.id LIMIT \(rowLimit)
                """, logger: logger
            ).map(Self.searchHit)
        }
    }

    /// The hit of a search row: the note's columns, then rank, content and title headlines.
    private static func searchHit(_ row: PostgresRow) throws -> NoteSearchHit {
        let (id, title, content, pinned, createdAt, updatedAt, rank, body, heading) = try row.decode(
            (Int64, String, String, Bool, Int64, Int64, Double, String, String).self)
        let note = PostgresNoteRecord.note(
            id: id, title: title, content: content, pinned: pinned, createdAt: createdAt, updatedAt: updatedAt)
        let snippet =
            body.contains(NoteSearchHit.matchStart)
            ? PostgresNoteRecord.snippet(body, of: content) : PostgresNoteRecord.snippet(heading, of: title)
        return NoteSearchHit(note: note, markedSnippet: snippet, rank: rank)
    }
}

// MARK: - Note writes, inside `PostgresChangeWriter`'s transaction

extension PostgresChangeWriter {
    /// docs/domain-rules.md §12 "Notes": adds a note for the user (its `search` column is
    /// generated in the same statement); gives its new id.
    func insertNote(_ note: Note) async throws -> Int64 {
        try await lifeAreaInsert(
            """
            INSERT INTO note (user_id, title, content, pinned, created_at, updated_at)
            VALUES (\(user), \(note.title), \(note.content), \(note.isPinned), \(PostgresValues.milliseconds(note.createdAt)),
                \(PostgresValues.milliseconds(note.updatedAt)))
            RETURNING id
            """, into: "note")
    }

    /// Stores the note's title, content and pin; `updated_at` becomes the apply instant (the
    /// generated `search` column follows in the same statement).
    func updateNote(_ note: Note) async throws {
        let changed = try await lifeAreaChange(
            """
            UPDATE note SET title = \(note.title), content = \(note.content), pinned = \(note.isPinned),
                updated_at = \(instant)
            WHERE id = \(note.id) AND user_id = \(user) RETURNING id
            """)
        guard changed else { throw CadenceError(.notFound, field: "id", "note \(note.id) not found") }
    }

    /// Deletes one of the user's notes; another user's, or none, is `notFound`.
    func deleteNote(_ id: NoteID) async throws {
        let changed = try await lifeAreaChange("DELETE FROM note WHERE id = \(id) AND user_id = \(user) RETURNING id")
        guard changed else { throw CadenceError(.notFound, field: "id", "note \(id) not found") }
    }
}
