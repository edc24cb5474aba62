import CadenceCore
import CadenceStorage
import Foundation
import PostgresNIO

/// The PostgreSQL implementation of `CalendarFeedStore` (docs/domain-rules.md §9 "Calendar
/// feed"), translated from `SQLiteStore+Reminders.swift`: at most one feed per user (the
/// `calendar_feed` primary key), found by the SHA-256 digest of its secret, never the secret.
extension PostgresStore {
    /// When the user's feed was made, or `nil` when there is none.
    public func calendarFeedCreatedAt(of user: UserID) async throws -> Date? {
        try await database.read { connection in
            let createdAt = try await connection.first(
                "SELECT created_at FROM calendar_feed WHERE user_id = \(user)", logger: logger
            )?.decode(Int64.self)
            return createdAt.map(PostgresValues.date)
        }
    }

    /// docs/domain-rules.md §9 "Calendar feed": making a new feed replaces (so revokes) the old.
    public func setCalendarFeed(tokenHash: String, for user: UserID, at instant: Date) async throws {
        try await database.write(for: user) { connection, _ in
            try await connection.run(
                """
                INSERT INTO calendar_feed (user_id, token_hash, created_at)
                VALUES (\(user), \(tokenHash), \(PostgresValues.milliseconds(instant)))
                ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at
                """, logger: logger)
        }
    }

    /// docs/domain-rules.md §9 "Calendar feed": revokes the user's feed; `false` when there was none.
    public func deleteCalendarFeed(of user: UserID) async throws -> Bool {
        try await database.write(for: user) { connection, _ in
            let deleted = try await connection.rows(
                "DELETE FROM calendar_feed WHERE user_id = \(user) RETURNING user_id", logger: logger)
            return !deleted.isEmpty
        }
    }

    /// The user whose feed has this secret digest, or `nil`.
    public func calendarFeedUser(tokenHash: String) async throws -> UserID? {
        try await database.read { connection in
            try await connection.first(
                "SELECT user_id FROM calendar_feed WHERE token_hash = \(tokenHash)", logger: logger
            )?.decode(Int64.self)
        }
    }
}
