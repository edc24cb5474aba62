import CadenceCore
import CadenceStorage
import PostgresNIO

// MARK: - Perfect days, XP, achievements and the import log

extension PostgresChangeWriter {
    /// docs/domain-rules.md §6: one award per user and day; the primary key refuses a second one.
    func awardPerfectDay(_ day: Day) async throws {
        try await connection.run(
            "INSERT INTO perfect_day_award (user_id, day) VALUES (\(user), \(PostgresValues.ordinal(day)))",
            logger: logger)
    }

    /// Removes a day's award; `notFound` when there is none.
    func revokePerfectDay(_ day: Day) async throws {
        let deleted = try await connection.rows(
            """
            DELETE FROM perfect_day_award WHERE user_id = \(user) AND day = \(PostgresValues.ordinal(day))
            RETURNING day
            """, logger: logger)
        guard !deleted.isEmpty else {
            throw CadenceError(.notFound, field: "day", "\(day) has no perfect-day award to revoke")
        }
    }

    /// docs/domain-rules.md §6: appends to the ledger; the total (its sum) may never go below 0.
    func appendXP(_ transaction: XPTransaction) async throws -> Int64 {
        let id = try Self.insertedID(
            try await connection.first(
                """
                INSERT INTO xp_transaction (user_id, amount, reason, day, achievement_id, at)
                VALUES (\(user), \(Int64(transaction.amount)), \(transaction.reason.rawValue),
                    \(transaction.day.map(PostgresValues.ordinal)), \(transaction.achievementID),
                    \(PostgresValues.milliseconds(transaction.at)))
                RETURNING id
                """, logger: logger))
        if transaction.amount < 0 {
            // sum(bigint) is numeric in PostgreSQL: cast back to bigint to decode it as Int64.
            let row = try await connection.first(
                "SELECT coalesce(sum(amount), 0)::bigint FROM xp_transaction WHERE user_id = \(user)", logger: logger)
            let total = try row?.decode(Int64.self) ?? 0
            guard total >= 0 else {
                throw CadenceError(.amountInvalid, field: "xp", "the XP total cannot go below 0")
            }
        }
        return id
    }

    /// docs/domain-rules.md §6: an achievement unlocks once; the primary key refuses a second unlock.
    func unlockAchievement(_ unlock: AchievementUnlock) async throws {
        try await connection.run(
            """
            INSERT INTO achievement_unlock (user_id, achievement_id, unlocked_at)
            VALUES (\(user), \(unlock.achievementID), \(PostgresValues.milliseconds(unlock.unlockedAt)))
            """, logger: logger)
    }

    /// Logs an import.
    func recordImport(_ record: ImportRecord) async throws -> Int64 {
        try Self.insertedID(
            try await connection.first(
                """
                INSERT INTO import_log (user_id, format, file_name, habits, check_ins, skipped_days, warnings,
                    started_at, finished_at, succeeded, error_message)
                VALUES (\(user), \(record.format), \(record.fileName), \(Int64(record.habits)),
                    \(Int64(record.checkIns)), \(Int64(record.skippedDays)), \(Int64(record.warnings)),
                    \(PostgresValues.milliseconds(record.startedAt)), \(PostgresValues.milliseconds(record.finishedAt)),
                    \(record.succeeded), \(record.errorMessage))
                RETURNING id
                """, logger: logger))
    }
}
