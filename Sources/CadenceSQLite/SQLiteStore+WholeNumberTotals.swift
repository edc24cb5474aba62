import CadenceCore
import CadenceStorage
import GRDB

extension SQLiteStore {
    /// The largest sum below which every whole number is exact in a `Double` (2^53).
    static let exactWholeNumbers = 9_007_199_254_740_992.0

    /// Per day of one habit: the count, the sum, the smallest and largest amounts and how many
    /// are not whole. Arguments: user, habit, first day, last day.
    static let wholeNumberTotalsSQL = """
        SELECT day, count(*), total(amount), min(amount), max(amount), total(amount <> CAST(amount AS INTEGER))
        FROM checkin WHERE user_id = ? AND habit_id = ? AND day BETWEEN ? AND ? GROUP BY day ORDER BY day
        """

    /// One habit's day totals added up by SQLite itself (docs/domain-rules.md §3: a day's total
    /// is the sum of its check-ins), when every day in the range holds whole, non-negative amounts
    /// whose sum stays below 2^53: then every partial sum is exact, so the total is the same in
    /// any order of addition — the one the row-by-row reading uses (the index's, by amount) and
    /// SQLite's own alike — and equals what `dayTotals` reads row by row (no amount needs
    /// reading back into bounds). `nil` when any day does not qualify: the caller reads rows.
    ///
    /// A check-in's write reads its habit's days this way (`habitDayFacts`): a day that collects
    /// thousands of check-ins costs one aggregate over the covering index instead of a row each.
    static func wholeNumberDayTotals(_ db: Database, user: UserID, habit: HabitID, range: DayBounds) throws -> [DayTotal]? {
        let statement = try db.cachedStatement(sql: wholeNumberTotalsSQL)
        var totals: [DayTotal] = []
        let rows = try Row.fetchCursor(statement, arguments: [user, habit, range.lower, range.upper])
        while let row = try rows.next() {
            let count: Int = row[1]
            let total: Double = row[2]
            guard let minimum = row[3] as Double?, let maximum = row[4] as Double?, minimum >= 0, row[5] as Double == 0,
                maximum * Double(count) < exactWholeNumbers
            else { return nil }
            totals.append(DayTotal(habitID: habit, day: Day(ordinal: row[0]), total: total, count: count))
        }
        return totals
    }
}
