import CadenceCore
import CadenceStorage
import Foundation
import GRDB

// MARK: - Check-ins, day totals and day records

extension SQLiteStore {
    /// Check-ins ordered by day, instant, id; optionally one habit and an inclusive day range
    /// (docs/domain-rules.md §3).
    public func checkIns(of user: UserID, habit: HabitID?, from: Day?, through: Day?) async throws -> [CheckIn] {
        let range = DayBounds(from: from, through: through)
        return try await databaseWriter.read { db in
            let statement: Statement
            let arguments: StatementArguments
            if let habit {
                statement = try db.cachedStatement(
                    sql: """
                        SELECT \(CheckInRecord.columns) FROM checkin
                        WHERE user_id = ? AND habit_id = ? AND day BETWEEN ? AND ? ORDER BY day, at, id
                        """)
                arguments = [user, habit, range.lower, range.upper]
            } else {
                // Seeks each habit's day range in the index rather than scanning all the user's rows.
                statement = try db.cachedStatement(
                    sql: """
                        SELECT \(CheckInRecord.columns) FROM checkin
                        WHERE user_id = ?1 AND habit_id IN (SELECT id FROM habit WHERE user_id = ?1)
                        AND day BETWEEN ?2 AND ?3 ORDER BY day, at, id
                        """)
                arguments = [user, range.lower, range.upper]
            }
            return try Row.fetchAll(statement, arguments: arguments).map(CheckInRecord.checkIn)
        }
    }

    /// One check-in, or `nil` when it does not exist or belongs to another user (docs/domain-rules.md §8).
    public func checkIn(_ id: CheckInID, of user: UserID) async throws -> CheckIn? {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT \(CheckInRecord.columns) FROM checkin WHERE id = ? AND user_id = ?")
            return try Row.fetchOne(statement, arguments: [id, user]).map(CheckInRecord.checkIn)
        }
    }

    /// The latest `at` among the user's check-ins of a day range (docs/domain-rules.md §12
    /// "Dashboard"): one `max(at)` over the index range of each habit, no rows decoded.
    public func latestCheckInInstant(of user: UserID, from: Day?, through: Day?) async throws -> Date? {
        let range = DayBounds(from: from, through: through)
        return try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT max(at) FROM checkin
                    WHERE user_id = ?1 AND habit_id IN (SELECT id FROM habit WHERE user_id = ?1) AND day BETWEEN ?2 AND ?3
                    """)
            return try Int64.fetchOne(statement, arguments: [user, range.lower, range.upper]).map(StoredInstant.date)
        }
    }

    /// Per habit and day, the sum and count of check-ins (docs/domain-rules.md §3: the day's total is the
    /// sum of its check-ins), ordered by habit, then day.
    ///
    /// Answered from the covering index `checkin_habit_day` alone, one index range per habit.
    /// The rows arrive in index order (habit, day), so adding each day up while reading is a
    /// single pass — about three times cheaper than SQLite's `GROUP BY` aggregate.
    public func dayTotals(of user: UserID, habits: [HabitID]?, from: Day?, through: Day?) async throws -> [DayTotal] {
        let range = DayBounds(from: from, through: through)
        return try await databaseWriter.read { db in try Self.dayTotals(db, user: user, habits: habits, range: range) }
    }

    static func dayTotals(_ db: Database, user: UserID, habits: [HabitID]?, range: DayBounds) throws -> [DayTotal] {
        if let habits, habits.count == 1, let totals = try wholeNumberDayTotals(db, user: user, habit: habits[0], range: range) {
            return totals
        }
        var totals: [DayTotal] = []
        // This loop reads every check-in of a range (365,000 for ten years): the columns are
        // found by name once, on the first row, not looked up by name in every row.
        var columns: ColumnPositions?
        try PerHabitQuery.checkInAmounts.forEachRow(db, user: user, habits: habits, range: range) { row in
            let at = try columns ?? ColumnPositions(of: ["habit_id", "day", "amount"], in: row)
            columns = at
            let habit: Int64 = row[at[0]]
            let day: Int = row[at[1]]
            // Read back within bounds (docs/domain-rules.md §7): a sum never becomes infinite.
            let amount = QuantityLimits.readBack(row[at[2]])
            if let last = totals.indices.last, totals[last].habitID == habit, totals[last].day.ordinal == day {
                totals[last].total = QuantityLimits.readBack(totals[last].total + amount)
                totals[last].count += 1
            } else {
                totals.append(DayTotal(habitID: habit, day: Day(ordinal: day), total: amount, count: 1))
            }
        }
        return totals
    }

    /// Day records (skip, difficulty, note — docs/domain-rules.md §3), ordered by habit, then day.
    public func dayRecords(of user: UserID, habits: [HabitID]?, from: Day?, through: Day?) async throws
        -> [DayRecord]
    {
        let range = DayBounds(from: from, through: through)
        return try await databaseWriter.read { db in try Self.dayRecords(db, user: user, habits: habits, range: range) }
    }

    static func dayRecords(_ db: Database, user: UserID, habits: [HabitID]?, range: DayBounds) throws -> [DayRecord] {
        try PerHabitQuery.dayRecords.fetch(db, user: user, habits: habits, range: range, decode: DayRecordRecord.dayRecord)
    }
}

/// A read of one user's rows in a day range, for all habits or per habit, ordered by habit.
///
/// With a list of habits, the one-habit statement runs once per habit in ascending id order, so
/// that results stay ordered by habit and each query is one index range of a cached statement.
struct PerHabitQuery: Sendable {
    /// The read's `SELECT … FROM table`.
    let select: String
    /// What follows the `WHERE` clause (`GROUP BY`, `ORDER BY`).
    let suffix: String

    /// docs/domain-rules.md §3: each check-in's habit, day and amount in index order, to add up per day.
    static let checkInAmounts = PerHabitQuery(
        select: "SELECT habit_id, day, amount FROM checkin", suffix: "ORDER BY habit_id, day")
    /// docs/domain-rules.md §3: day records, by habit then day (the primary key's order).
    static let dayRecords = PerHabitQuery(
        select: "SELECT \(DayRecordRecord.columns) FROM day_record", suffix: "ORDER BY habit_id, day")

    /// Arguments: user, first day, last day. The `IN` list of the user's habits makes SQLite
    /// seek each habit's day range in ascending habit order (no scan of the user's other days,
    /// no temporary B-tree), which a `(user_id, day)` index would otherwise be needed for.
    var allHabitsSQL: String {
        """
        \(select) WHERE user_id = ?1 AND habit_id IN (SELECT id FROM habit WHERE user_id = ?1)
        AND day BETWEEN ?2 AND ?3 \(suffix)
        """
    }
    /// Arguments: user, habit, first day, last day.
    var oneHabitSQL: String { "\(select) WHERE user_id = ? AND habit_id = ? AND day BETWEEN ? AND ? \(suffix)" }

    /// Calls `body` with each row, in habit order, without collecting them.
    func forEachRow(
        _ db: Database, user: UserID, habits: [HabitID]?, range: DayBounds, body: (Row) throws -> Void
    ) throws {
        guard let habits else {
            let rows = try Row.fetchCursor(
                db.cachedStatement(sql: allHabitsSQL), arguments: [user, range.lower, range.upper])
            try rows.forEach(body)
            return
        }
        let statement = try db.cachedStatement(sql: oneHabitSQL)
        for habit in Set(habits).sorted() {
            try Row.fetchCursor(statement, arguments: [user, habit, range.lower, range.upper]).forEach(body)
        }
    }

    func fetch<Value>(
        _ db: Database, user: UserID, habits: [HabitID]?, range: DayBounds, decode: (Row) throws -> Value
    ) throws -> [Value] {
        var result: [Value] = []
        guard let habits else {
            let rows = try Row.fetchCursor(
                db.cachedStatement(sql: allHabitsSQL), arguments: [user, range.lower, range.upper])
            while let row = try rows.next() { result.append(try decode(row)) }
            return result
        }
        let statement = try db.cachedStatement(sql: oneHabitSQL)
        for habit in Set(habits).sorted() {
            let rows = try Row.fetchCursor(statement, arguments: [user, habit, range.lower, range.upper])
            while let row = try rows.next() { result.append(try decode(row)) }
        }
        return result
    }
}

/// An inclusive range of day ordinals; a missing end is unbounded.
struct DayBounds: Sendable {
    let lower: Int64
    let upper: Int64

    init(from: Day?, through: Day?) {
        lower = from.map { Int64($0.ordinal) } ?? Int64.min
        upper = through.map { Int64($0.ordinal) } ?? Int64.max
    }
}
