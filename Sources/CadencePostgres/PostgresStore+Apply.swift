import CadenceCore
import CadenceStorage
import Foundation
import Logging
import PostgresNIO

// MARK: - Writes

extension PostgresStore {
    /// Creates a user and seeds its four preset categories — Health, Fitness, Learning, Social,
    /// sort order 0–3 (docs/domain-rules.md §2) — in one transaction. The instant becomes `createdAt`.
    public func createUser(name: String, settings: UserSettings, at instant: Date) async throws -> UserID {
        let logger = self.logger
        return try await database.write { connection in
            try await Self.insertUser(
                connection, logger: logger, name: name, settings: settings,
                createdAt: PostgresValues.milliseconds(instant))
        }
    }

    /// Inserts a user with its four preset categories (docs/domain-rules.md §2) inside the caller's
    /// transaction; shared by `createUser` and account creation. The `user_revision` row is
    /// created by the `"user"` insert trigger.
    static func insertUser(
        _ connection: PostgresConnection, logger: Logger, name: String, settings: UserSettings, createdAt: Int64
    ) async throws -> UserID {
        let inserted = try await connection.first(
            """
            INSERT INTO "user" (name, created_at, time_zone, day_start, week_start, onboarding_completed, locale, week_start_chosen, clock)
            VALUES (\(name), \(createdAt), \(settings.timeZoneIdentifier), \(Int64(settings.dayStartHour)),
                \(Int64(settings.weekStart.rawValue)), \(settings.onboardingCompleted), \(settings.locale), \(settings.weekStartChosen),
                \(settings.clock?.rawValue))
            RETURNING id
            """, logger: logger)
        let user = try PostgresChangeWriter.insertedID(inserted)
        let names = Category.presetNames
        let keys = names.map(PostgresValues.nameKey)
        let orders = names.indices.map { Int64($0) }
        try await connection.run(
            """
            INSERT INTO category (user_id, name, name_key, is_preset, sort_order, created_at)
            SELECT \(user), preset.name, preset.name_key, TRUE, preset.sort_order, \(createdAt)
            FROM unnest(\(names), \(keys), \(orders)) AS preset(name, name_key, sort_order)
            """, logger: logger)
        return user
    }

    /// Applies the changes in order as one transaction: all of them or none (docs/domain-rules.md §7).
    ///
    /// Every change is scoped to `user` (docs/domain-rules.md §8): a habit, category or check-in of
    /// another user is `notFound`, exactly like one that does not exist. Inserted and updated
    /// habits are stamped with `instant` (never the system clock). After the last change, the
    /// user's active habits are counted against `HabitLimits.maximumActive` (docs/domain-rules.md §7) when
    /// the batch inserted or updated a habit. Returns the ids of inserted rows, in order.
    ///
    /// The transaction first locks the user's `user_revision` row (docs/schema.md "Concurrency"),
    /// so writers of one user take turns across processes as they do behind SQLite's single writer.
    @discardableResult
    public func apply(_ changes: [StoreChange], for user: UserID, at instant: Date) async throws -> [Int64] {
        guard !changes.isEmpty else { return [] }
        let logger = self.logger
        return try await database.write(for: user) { connection, revision in
            var writer = PostgresChangeWriter(
                connection: connection, logger: logger, user: user,
                instant: PostgresValues.milliseconds(instant), revision: revision)
            return try await writer.apply(changes)
        }
    }
}
