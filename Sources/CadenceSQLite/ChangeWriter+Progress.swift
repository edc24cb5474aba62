import CadenceCore
import CadenceStorage
import GRDB

// MARK: - Perfect days, XP, achievements and the import log

extension ChangeWriter {
    /// docs/domain-rules.md §6: one award per user and day; the primary key refuses a second one.
    func awardPerfectDay(_ day: Day) throws {
        try db.cachedStatement(sql: "INSERT INTO perfect_day_award (user_id, day) VALUES (?, ?)")
            .execute(arguments: [user, day.ordinal])
    }

    /// Removes a day's award; `notFound` when there is none.
    func revokePerfectDay(_ day: Day) throws {
        try db.cachedStatement(sql: "DELETE FROM perfect_day_award WHERE user_id = ? AND day = ?")
            .execute(arguments: [user, day.ordinal])
        guard db.changesCount > 0 else {
            throw CadenceError(.notFound, field: "day", "\(day) has no perfect-day award to revoke")
        }
    }

    /// docs/domain-rules.md §6: appends to the ledger; the total (its sum) may never go below 0.
    func appendXP(_ transaction: XPTransaction) throws -> Int64 {
        try db.cachedStatement(
            sql: "INSERT INTO xp_transaction (user_id, amount, reason, day, achievement_id, at) VALUES (?, ?, ?, ?, ?, ?)"
        ).execute(arguments: [
            user, transaction.amount, transaction.reason.rawValue, transaction.day?.ordinal, transaction.achievementID,
            StoredInstant.milliseconds(transaction.at),
        ])
        let id = db.lastInsertedRowID
        if transaction.amount < 0 {
            let total =
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT coalesce(sum(amount), 0) FROM xp_transaction WHERE user_id = ?"),
                    arguments: [user]) ?? 0
            guard total >= 0 else {
                throw CadenceError(.amountInvalid, field: "xp", "the XP total cannot go below 0")
            }
        }
        return id
    }

    /// docs/domain-rules.md §6: an achievement unlocks once; the primary key refuses a second unlock.
    func unlockAchievement(_ unlock: AchievementUnlock) throws {
        try db.cachedStatement(
            sql: "INSERT INTO achievement_unlock (user_id, achievement_id, unlocked_at) VALUES (?, ?, ?)"
        ).execute(arguments: [user, unlock.achievementID, StoredInstant.milliseconds(unlock.unlockedAt)])
    }

    /// Logs an import.
    func recordImport(_ record: ImportRecord) throws -> Int64 {
        try db.cachedStatement(
            sql: """
                INSERT INTO import_log (user_id, format, file_name, habits, check_ins, skipped_days, warnings,
                started_at, finished_at, succeeded, error_message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            user, record.format, record.fileName, record.habits, record.checkIns, record.skippedDays, record.warnings,
            StoredInstant.milliseconds(record.startedAt), StoredInstant.milliseconds(record.finishedAt),
            record.succeeded, record.errorMessage,
        ])
        return db.lastInsertedRowID
    }
}
