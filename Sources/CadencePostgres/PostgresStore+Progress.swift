import CadenceCore
import CadenceStorage
import Logging
import PostgresNIO

// MARK: - Perfect days, XP, achievements and the import log

extension PostgresStore {
    /// docs/domain-rules.md §6: the days awarded as perfect, ascending.
    public func perfectDayAwards(of user: UserID, from: Day?, through: Day?) async throws -> [Day] {
        let range = PostgresDayBounds(from: from, through: through)
        return try await database.read { connection in
            try await connection.rows(
                """
                SELECT day FROM perfect_day_award
                WHERE user_id = \(user) AND day BETWEEN \(range.lower) AND \(range.upper) ORDER BY day
                """, logger: logger
            ).map { row in try PostgresValues.day(try row.decode(Int64.self)) }
        }
    }

    /// docs/domain-rules.md §6: the XP ledger, newest first; a negative limit, like none, lists
    /// every entry (as SQLite's `LIMIT -1`).
    public func xpTransactions(of user: UserID, limit: Int?) async throws -> [XPTransaction] {
        let bound: Int64? = limit.flatMap { $0 < 0 ? nil : Int64($0) }
        return try await database.read { connection in
            try await connection.rows(
                """
                SELECT id, amount, reason, day, achievement_id, at FROM xp_transaction
                WHERE user_id = \(user) ORDER BY id DESC LIMIT \(bound)
                """, logger: logger
            ).map { row in
                let (id, amount, reason, day, achievementID, at) = try row.decode(
                    (Int64, Int64, String, Int64?, String?, Int64).self)
                return XPTransaction(
                    id: id,
                    amount: try PostgresValues.int(amount),
                    reason: try PostgresValues.storedEnum(XPTransaction.Reason.self, reason, column: "reason"),
                    day: try day.map(PostgresValues.day),
                    achievementID: achievementID,
                    at: PostgresValues.date(at))
            }
        }
    }

    /// docs/domain-rules.md §6: the total XP is the ledger's sum.
    public func xpTotal(of user: UserID) async throws -> Int {
        try await database.read { connection in
            let row = try await connection.first(
                "SELECT coalesce(sum(amount), 0)::bigint FROM xp_transaction WHERE user_id = \(user)", logger: logger)
            return try PostgresValues.int(try row?.decode(Int64.self) ?? 0)
        }
    }

    /// docs/domain-rules.md §6: unlocked achievements, in unlock order.
    public func unlockedAchievements(of user: UserID) async throws -> [AchievementUnlock] {
        try await database.read { connection in
            try await Self.unlockedAchievements(connection, user: user, logger: logger)
        }
    }

    /// What a write to one habit's days needs to know, read in one snapshot (see the contract).
    public func habitDayFacts(of user: UserID, habit: HabitID, from: Day, through: Day) async throws
        -> HabitDayFacts?
    {
        let range = PostgresDayBounds(from: from, through: through)
        let logger = self.logger
        return try await database.read { connection in
            try await Self.habitDayFacts(connection, user: user, habit: habit, range: range, logger: logger)
        }
    }

    /// `habitDayFacts` inside the caller's access (a read, or `decideInOneWrite`'s transaction).
    static func habitDayFacts(
        _ connection: PostgresConnection, user: UserID, habit: HabitID, range: PostgresDayBounds, logger: Logger
    ) async throws -> HabitDayFacts? {
        // One statement reads the revision with the habit, its reminders and the settings; the
        // day totals, records and achievements read after it are as new or newer — so a batch
        // decided on them behind `.requireRevision(revision)` is refused if anything changed in
        // between (docs/domain-rules.md §6 "Concurrent changes"), without a snapshot transaction.
        guard
            let row = try await connection.first(
                """
                SELECT \(unescaped: PostgresHabitRecord.columnsWithReminders),
                    u.time_zone, u.day_start, u.week_start, u.onboarding_completed, u.locale, v.revision, u.week_start_chosen, u.clock
                FROM \(unescaped: PostgresHabitRecord.habitsWithReminders)
                JOIN "user" u ON u.id = h.user_id JOIN user_revision v ON v.user_id = h.user_id
                WHERE h.id = \(habit) AND h.user_id = \(user)
                """, logger: logger)
        else { return nil }
        let habit = try PostgresHabitRecord.habitWithReminders(row)
        let cells = row.makeRandomAccess()
        var settings = try PostgresUserRecord.settings(
            timeZone: try cells[26].decode(String.self), dayStart: try cells[27].decode(Int64.self),
            weekStart: try cells[28].decode(Int64.self), onboarding: try cells[29].decode(Bool.self),
            locale: try cells[30].decode(String?.self))
        settings.weekStartChosen = try cells[32].decode(Bool.self)
        settings.clock = try PostgresUserRecord.clock(try cells[33].decode(String?.self))
        return HabitDayFacts(
            settings: settings, habit: habit,
            dayTotals: try await Self.dayTotals(
                connection, user: user, habits: [habit.id], range: range, logger: logger),
            dayRecords: try await Self.dayRecords(
                connection, user: user, habits: [habit.id], range: range, logger: logger),
            unlockedAchievements: try await Self.unlockedAchievements(connection, user: user, logger: logger),
            revision: try cells[31].decode(Int64.self))
    }

    /// docs/domain-rules.md §6: unlocked achievements inside the caller's access, in unlock order.
    static func unlockedAchievements(_ connection: PostgresConnection, user: UserID, logger: Logger) async throws
        -> [AchievementUnlock]
    {
        try await connection.rows(
            """
            SELECT achievement_id, unlocked_at FROM achievement_unlock WHERE user_id = \(user)
            ORDER BY unlocked_at, achievement_id
            """, logger: logger
        ).map { row in
            let (achievementID, unlockedAt) = try row.decode((String, Int64).self)
            return AchievementUnlock(achievementID: achievementID, unlockedAt: PostgresValues.date(unlockedAt))
        }
    }

    /// How many check-ins the user has recorded.
    public func checkInCount(of user: UserID) async throws -> Int {
        try await database.read { connection in
            let row = try await connection.first(
                "SELECT count(*) FROM checkin WHERE user_id = \(user)", logger: logger)
            return try PostgresValues.int(try row?.decode(Int64.self) ?? 0)
        }
    }

    /// The import log, newest first.
    public func imports(of user: UserID) async throws -> [ImportRecord] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT id, format, file_name, habits, check_ins, skipped_days, warnings, started_at, finished_at,
                succeeded, error_message FROM import_log WHERE user_id = \(user) ORDER BY id DESC
                """, logger: logger
            ).map { row in
                let (
                    id, format, fileName, habits, checkIns, skippedDays, warnings, startedAt, finishedAt, succeeded,
                    errorMessage
                ) = try row.decode(
                    (Int64, String, String, Int64, Int64, Int64, Int64, Int64, Int64, Bool, String?).self)
                return ImportRecord(
                    id: id,
                    format: format,
                    fileName: fileName,
                    habits: try PostgresValues.int(habits),
                    checkIns: try PostgresValues.int(checkIns),
                    skippedDays: try PostgresValues.int(skippedDays),
                    warnings: try PostgresValues.int(warnings),
                    startedAt: PostgresValues.date(startedAt),
                    finishedAt: PostgresValues.date(finishedAt),
                    succeeded: succeeded,
                    errorMessage: errorMessage)
            }
        }
    }
}

// MARK: - Data revision

extension PostgresStore {
    /// The user's data revision, kept by the `user_revision` triggers (docs/schema.md
    /// "Concurrency"); 0 for an unknown user. Required by both `CadenceStore` and `AccountStore`.
    public func dataRevision(of user: UserID) async throws -> Int64 {
        try await database.read { connection in try await Self.dataRevision(connection, user: user, logger: logger) }
    }

    /// The user's data revision inside the caller's access; 0 for an unknown user.
    static func dataRevision(_ connection: PostgresConnection, user: UserID, logger: Logger) async throws -> Int64 {
        let row = try await connection.first(
            "SELECT revision FROM user_revision WHERE user_id = \(user)", logger: logger)
        return try row?.decode(Int64.self) ?? 0
    }
}

// MARK: - Client requests (docs/domain-rules.md §3 "Client ids")

extension PostgresStore {
    /// docs/domain-rules.md §3 "Client ids": the habit and check-in ids a client request with
    /// this id recorded for the user, `nil` when there was none.
    public func clientRequest(_ clientID: String, of user: UserID) async throws
        -> (habit: HabitID, checkIns: [CheckInID])?
    {
        try await database.read { connection in
            guard
                let row = try await connection.first(
                    """
                    SELECT habit_id, check_in_ids FROM client_request
                    WHERE user_id = \(user) AND client_id = \(clientID)
                    """, logger: logger)
            else { return nil }
            let (habit, ids) = try row.decode((Int64, String).self)
            return (habit, ids.split(separator: ",").compactMap { CheckInID($0) })
        }
    }
}
