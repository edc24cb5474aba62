import GRDB

extension SchemaMigrator {
    /// Version 8: client requests (docs/domain-rules.md §3 "Client ids", docs/schema.md): the id a
    /// client gave a check-in request (an offline queue's retry, an `Idempotency-Key`) with the
    /// check-ins that request made, so that a repeat records nothing new. Kept when the
    /// check-ins are later undone, so an old retry cannot bring them back; gone with the user.
    static func createSchemaVersion8(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE client_request (
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    client_id TEXT NOT NULL,
                    habit_id INTEGER NOT NULL,
                    check_in_ids TEXT NOT NULL,
                    created_at INTEGER NOT NULL,
                    PRIMARY KEY (user_id, client_id),
                    CONSTRAINT client_id_shape CHECK (length(client_id) BETWEEN 1 AND 64)
                ) WITHOUT ROWID;
                """)
    }
}
