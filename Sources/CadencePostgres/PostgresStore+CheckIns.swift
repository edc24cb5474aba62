import CadenceCore
import CadenceStorage
import Foundation
import Logging
import PostgresNIO

// MARK: - Check-ins, day totals and day records

extension PostgresStore {
    /// Check-ins ordered by day, instant, id; optionally one habit and an inclusive day range
    /// (docs/domain-rules.md §3).
    public func checkIns(of user: UserID, habit: HabitID?, from: Day?, through: Day?) async throws -> [CheckIn] {
        let range = PostgresDayBounds(from: from, through: through)
        return try await database.read { connection in
            let query: PostgresQuery
            if let habit {
                query = """
                    SELECT \(unescaped: PostgresCheckInRecord.columns) FROM checkin
                    WHERE user_id = \(user) AND habit_id = \(habit) AND day BETWEEN \(range.lower) AND \(range.upper)
                    ORDER BY day, at, id
                    """
            } else {
                query = """
                    SELECT \(unescaped: PostgresCheckInRecord.columns) FROM checkin
                    WHERE user_id = \(user) AND day BETWEEN \(range.lower) AND \(range.upper)
                    ORDER BY day, at, id
                    """
            }
            return try await connection.rows(query, logger: logger).map(PostgresCheckInRecord.checkIn)
        }
    }

    /// One check-in, or `nil` when it does not exist or belongs to another user (docs/domain-rules.md §8).
    public func checkIn(_ id: CheckInID, of user: UserID) async throws -> CheckIn? {
        try await database.read { connection in
            try await connection.first(
                """
                SELECT \(unescaped: PostgresCheckInRecord.columns) FROM checkin
                WHERE id = \(id) AND user_id = \(user)
                """, logger: logger
            ).map(PostgresCheckInRecord.checkIn)
        }
    }

    /// The latest `at` among the user's check-ins of a day range (docs/domain-rules.md §12
    /// "Dashboard"): one `max(at)`, no rows decoded.
    public func latestCheckInInstant(of user: UserID, from: Day?, through: Day?) async throws -> Date? {
        let range = PostgresDayBounds(from: from, through: through)
        return try await database.read { connection in
            let row = try await connection.first(
                """
                SELECT max(at) FROM checkin
                WHERE user_id = \(user) AND day BETWEEN \(range.lower) AND \(range.upper)
                """, logger: logger)
            return try row?.decode(Int64?.self).map(PostgresValues.date)
        }
    }

    /// Per habit and day, the sum and count of check-ins (docs/domain-rules.md §3: the day's total is the
    /// sum of its check-ins), ordered by habit, then day.
    public func dayTotals(of user: UserID, habits: [HabitID]?, from: Day?, through: Day?) async throws -> [DayTotal] {
        let range = PostgresDayBounds(from: from, through: through)
        return try await database.read { connection in
            try await Self.dayTotals(connection, user: user, habits: habits, range: range, logger: logger)
        }
    }

    /// The day totals inside the caller's access. The amounts of a day are added in ascending
    /// amount order, then id — the order SQLite reads them from its covering index — so both
    /// backends round a sum the same way; the sum is read back within bounds
    /// (docs/domain-rules.md §7: a sum never becomes infinite).
    static func dayTotals(
        _ connection: PostgresConnection, user: UserID, habits: [HabitID]?, range: PostgresDayBounds, logger: Logger
    ) async throws -> [DayTotal] {
        let query: PostgresQuery
        if let habits {
            query = """
                SELECT habit_id, day, sum(amount ORDER BY amount, id), count(*) FROM checkin
                WHERE user_id = \(user) AND habit_id = ANY(\(habits)) AND day BETWEEN \(range.lower) AND \(range.upper)
                GROUP BY habit_id, day ORDER BY habit_id, day
                """
        } else if range.isBounded {
            // The user's habits as a join, so each habit's day range is one index seek instead of
            // a walk over every index entry of the user filtered on `day` (the last 63 days of
            // 100 habits × 10 years: 4.3 ms instead of 9 ms in psql; docs/benchmarks.md).
            query = """
                SELECT habit_id, day, sum(amount ORDER BY amount, id), count(*) FROM checkin
                WHERE user_id = \(user) AND habit_id IN (SELECT id FROM habit WHERE user_id = \(user))
                  AND day BETWEEN \(range.lower) AND \(range.upper)
                GROUP BY habit_id, day ORDER BY habit_id, day
                """
        } else {
            query = """
                SELECT habit_id, day, sum(amount ORDER BY amount, id), count(*) FROM checkin
                WHERE user_id = \(user) GROUP BY habit_id, day ORDER BY habit_id, day
                """
        }
        return try await connection.rows(query, logger: logger).map { row in
            let (habit, day, total, count) = try row.decode((Int64, Int64, Double, Int64).self)
            return DayTotal(
                habitID: habit, day: try PostgresValues.day(day), total: QuantityLimits.readBack(total),
                count: try PostgresValues.int(count))
        }
    }

    /// Day records (skip, difficulty, note — docs/domain-rules.md §3), ordered by habit, then day.
    public func dayRecords(of user: UserID, habits: [HabitID]?, from: Day?, through: Day?) async throws
        -> [DayRecord]
    {
        let range = PostgresDayBounds(from: from, through: through)
        return try await database.read { connection in
            try await Self.dayRecords(connection, user: user, habits: habits, range: range, logger: logger)
        }
    }

    /// The day records inside the caller's access, by habit then day (the primary key's order).
    static func dayRecords(
        _ connection: PostgresConnection, user: UserID, habits: [HabitID]?, range: PostgresDayBounds, logger: Logger
    ) async throws -> [DayRecord] {
        let query: PostgresQuery
        if let habits {
            query = """
                SELECT \(unescaped: PostgresDayRecordRecord.columns) FROM day_record
                WHERE user_id = \(user) AND habit_id = ANY(\(habits)) AND day BETWEEN \(range.lower) AND \(range.upper)
                ORDER BY habit_id, day
                """
        } else if range.isBounded {
            query = """
                SELECT \(unescaped: PostgresDayRecordRecord.columns) FROM day_record
                WHERE user_id = \(user) AND habit_id IN (SELECT id FROM habit WHERE user_id = \(user))
                  AND day BETWEEN \(range.lower) AND \(range.upper)
                ORDER BY habit_id, day
                """
        } else {
            query = """
                SELECT \(unescaped: PostgresDayRecordRecord.columns) FROM day_record
                WHERE user_id = \(user) ORDER BY habit_id, day
                """
        }
        return try await connection.rows(query, logger: logger).map(PostgresDayRecordRecord.dayRecord)
    }
}

/// An inclusive range of day ordinals; a missing end is unbounded (`Int64.min` / `Int64.max`).
struct PostgresDayBounds: Sendable {
    let lower: Int64
    let upper: Int64

    init(from: Day?, through: Day?) {
        lower = from.map(PostgresValues.ordinal) ?? Int64.min
        upper = through.map(PostgresValues.ordinal) ?? Int64.max
    }

    /// Whether either end is given (a range worth seeking per habit).
    var isBounded: Bool { lower != Int64.min || upper != Int64.max }
}
