import GRDB

extension SchemaMigrator {
    /// Version 5: the Life OS areas beside habits (docs/domain-rules.md §12, docs/schema.md):
    /// health entries, to-dos and notes (with their full-text index). Each row carries `user_id`, cascades with its user, and raises the user's
    /// data revision in the same transaction, as habit data does.
    static func createSchemaVersion5(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE health_entry (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    type TEXT NOT NULL
                        CONSTRAINT health_entry_type_known CHECK (type IN ('sleep', 'steps', 'mood', 'water', 'weight')),
                    day INTEGER NOT NULL,
                    value REAL NOT NULL CONSTRAINT health_entry_value_nonnegative CHECK (value >= 0),
                    note TEXT,
                    created_at INTEGER NOT NULL
                );
                CREATE INDEX health_entry_user_day ON health_entry(user_id, day, type);
                """)
        // To-dos: `repeat_rule` is `daily`, `weekly`, `monthly` or `every N days` (TodoRepeat.text).
        try db.execute(
            sql: """
                CREATE TABLE todo (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    title TEXT NOT NULL CONSTRAINT todo_title_present CHECK (length(title) > 0),
                    due INTEGER,
                    priority TEXT NOT NULL CONSTRAINT todo_priority_known CHECK (priority IN ('low', 'medium', 'high')),
                    notes TEXT,
                    repeat_rule TEXT,
                    completed_at INTEGER,
                    created_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL
                );
                CREATE INDEX todo_user_open ON todo(user_id, completed_at, due);
                """)
        // Notes, and their full-text index (FTS5, external content: the text is stored once, in
        // `note`; triggers keep the index in step). `porter` matches word forms ("hut" finds
        // "huts"); `unicode61` folds case and diacritics.
        try db.execute(
            sql: """
                CREATE TABLE note (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    title TEXT NOT NULL CONSTRAINT note_title_present CHECK (length(title) > 0),
                    content TEXT NOT NULL,
                    pinned INTEGER NOT NULL DEFAULT 0,
                    created_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL
                );
                CREATE INDEX note_user ON note(user_id, pinned, updated_at);
                CREATE VIRTUAL TABLE note_fts USING fts5(
                    title, content, content = 'note', content_rowid = 'id', tokenize = 'porter unicode61'
                );
                CREATE TRIGGER note_fts_on_insert AFTER INSERT ON note BEGIN
                    INSERT INTO note_fts (rowid, title, content) VALUES (NEW.id, NEW.title, NEW.content);
                END;
                CREATE TRIGGER note_fts_on_delete AFTER DELETE ON note BEGIN
                    INSERT INTO note_fts (note_fts, rowid, title, content) VALUES ('delete', OLD.id, OLD.title, OLD.content);
                END;
                CREATE TRIGGER note_fts_on_update AFTER UPDATE ON note BEGIN
                    INSERT INTO note_fts (note_fts, rowid, title, content) VALUES ('delete', OLD.id, OLD.title, OLD.content);
                    INSERT INTO note_fts (rowid, title, content) VALUES (NEW.id, NEW.title, NEW.content);
                END;
                """)
        try createRevisionTriggers(db, tables: ["health_entry", "todo", "note"])
    }

    /// `user_revision` triggers for `tables` (see version 3's `createDataRevisions`).
    static func createRevisionTriggers(_ db: Database, tables: [String]) throws {
        for table in tables {
            for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
                try db.execute(
                    sql: """
                        CREATE TRIGGER user_revision_on_\(table)_\(event.lowercased()) AFTER \(event) ON \(table)
                        BEGIN UPDATE user_revision SET revision = revision + 1 WHERE user_id = \(row).user_id; END;
                        """)
            }
        }
    }
}
