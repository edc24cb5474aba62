import CadenceCore
import CadenceStorage
import Foundation
import GRDB

// MARK: - Perfect days, XP, achievements and the import log

extension SQLiteStore {
    /// docs/domain-rules.md §6: the days awarded as perfect, ascending.
    public func perfectDayAwards(of user: UserID, from: Day?, through: Day?) async throws -> [Day] {
        let range = DayBounds(from: from, through: through)
        return try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT day FROM perfect_day_award WHERE user_id = ? AND day BETWEEN ? AND ? ORDER BY day")
            return try Int.fetchAll(statement, arguments: [user, range.lower, range.upper]).map(Day.init(ordinal:))
        }
    }

    /// docs/domain-rules.md §6: the XP ledger, newest first.
    public func xpTransactions(of user: UserID, limit: Int?) async throws -> [XPTransaction] {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT id, amount, reason, day, achievement_id, at FROM xp_transaction
                    WHERE user_id = ? ORDER BY id DESC LIMIT ?
                    """)
            return try Row.fetchAll(statement, arguments: [user, limit ?? -1]).map { row in
                XPTransaction(
                    id: try row.decode(Int64.self, atIndex: 0),
                    amount: try row.decode(Int.self, atIndex: 1),
                    reason: try storedEnum(XPTransaction.Reason.self, try row.decode(String.self, atIndex: 2), column: "reason"),
                    day: try row.decode(Int?.self, atIndex: 3).map(Day.init(ordinal:)),
                    achievementID: try row.decode(String?.self, atIndex: 4),
                    at: StoredInstant.date(try row.decode(Int64.self, atIndex: 5)))
            }
        }
    }

    /// docs/domain-rules.md §6: the total XP is the ledger's sum.
    public func xpTotal(of user: UserID) async throws -> Int {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(sql: "SELECT coalesce(sum(amount), 0) FROM xp_transaction WHERE user_id = ?")
            return try Int.fetchOne(statement, arguments: [user]) ?? 0
        }
    }

    /// docs/domain-rules.md §6: unlocked achievements, in unlock order.
    public func unlockedAchievements(of user: UserID) async throws -> [AchievementUnlock] {
        try await databaseWriter.read { db in try Self.unlockedAchievements(db, user: user) }
    }

    /// What a write to one habit's days needs to know, read in one access (see the contract).
    public func habitDayFacts(of user: UserID, habit: HabitID, from: Day, through: Day) async throws -> HabitDayFacts? {
        let range = DayBounds(from: from, through: through)
        return try await databaseWriter.read { db in try Self.habitDayFacts(db, user: user, habit: habit, range: range) }
    }

    /// `habitDayFacts` inside the caller's access (a read, or `decideInOneWrite`'s transaction).
    /// `knownDayTotals`: the habit's day totals over `range` when the caller knows them exact
    /// at the revision read (`DayTotalMemo`), so they are not summed again.
    static func habitDayFacts(
        _ db: Database, user: UserID, habit: HabitID, range: DayBounds, knownDayTotals: (Int64) -> [DayTotal]? = { _ in nil }
    ) throws -> HabitDayFacts? {
        guard let habit = try Self.habit(db, id: habit, user: user) else { return nil }
        let revision = try Self.dataRevision(db, user: user)
        return HabitDayFacts(
            settings: try Self.settings(db, user: user), habit: habit,
            dayTotals: try knownDayTotals(revision) ?? Self.dayTotals(db, user: user, habits: [habit.id], range: range),
            dayRecords: try Self.dayRecords(db, user: user, habits: [habit.id], range: range),
            unlockedAchievements: try Self.unlockedAchievements(db, user: user),
            revision: revision)
    }

    static func unlockedAchievements(_ db: Database, user: UserID) throws -> [AchievementUnlock] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT achievement_id, unlocked_at FROM achievement_unlock WHERE user_id = ?
                ORDER BY unlocked_at, achievement_id
                """)
        return try Row.fetchAll(statement, arguments: [user]).map { row in
            AchievementUnlock(
                achievementID: try row.decode(String.self, atIndex: 0),
                unlockedAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 1)))
        }
    }

    /// How many check-ins the user has recorded (one index range per habit).
    public func checkInCount(of user: UserID) async throws -> Int {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT count(*) FROM checkin WHERE user_id = ?1 AND habit_id IN (SELECT id FROM habit WHERE user_id = ?1)")
            return try Int.fetchOne(statement, arguments: [user]) ?? 0
        }
    }

    /// The import log, newest first.
    public func imports(of user: UserID) async throws -> [ImportRecord] {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT id, format, file_name, habits, check_ins, skipped_days, warnings, started_at, finished_at,
                    succeeded, error_message FROM import_log WHERE user_id = ? ORDER BY id DESC
                    """)
            return try Row.fetchAll(statement, arguments: [user]).map { row in
                ImportRecord(
                    id: try row.decode(Int64.self, atIndex: 0),
                    format: try row.decode(String.self, atIndex: 1),
                    fileName: try row.decode(String.self, atIndex: 2),
                    habits: try row.decode(Int.self, atIndex: 3),
                    checkIns: try row.decode(Int.self, atIndex: 4),
                    skippedDays: try row.decode(Int.self, atIndex: 5),
                    warnings: try row.decode(Int.self, atIndex: 6),
                    startedAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 7)),
                    finishedAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 8)),
                    succeeded: try row.decode(Bool.self, atIndex: 9),
                    errorMessage: try row.decode(String?.self, atIndex: 10))
            }
        }
    }
}
