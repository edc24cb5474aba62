/// The raw baselines of the read measures: plain SQLite reading the rows the engine needs for
/// the same answer — the user's settings, the habit rows, each habit's per-day totals and its
/// day records — through prepared statements on the same file, with no model decoding and no
/// rule evaluated.
///
/// Day totals are summed while stepping through the covering index `checkin_habit_day` in
/// (habit, day) order, rather than with `GROUP BY … total(amount), count(*)`: on this schema
/// SQLite's aggregate functions cost about three times the scan itself, and the cheapest
/// way to get the same totals is the fair floor.
final class RawReads {
    private let database: RawDatabase
    private let user: Int64
    private let settings: RawStatement
    private let activeHabits: RawStatement
    private let oneHabit: RawStatement
    private let habitTotals: RawStatement
    private let allTotals: RawStatement
    private let habitRecords: RawStatement
    private let allRecords: RawStatement

    /// The habit columns a statistic depends on.
    private static let habitColumns = "id, kind, goal_type, target, period, schedule, start_day, end_day"
    private static let habitKinds = "ittdttii"

    init(path: String, user: Int64) throws {
        database = try RawDatabase(path: path)
        self.user = user
        settings = try database.prepare(#"SELECT time_zone, day_start, week_start FROM "user" WHERE id = ?"#)
        activeHabits = try database.prepare(
            "SELECT \(Self.habitColumns) FROM habit WHERE user_id = ? AND archived = 0 ORDER BY sort_order, id")
        oneHabit = try database.prepare("SELECT \(Self.habitColumns) FROM habit WHERE user_id = ? AND id = ?")
        habitTotals = try database.prepare(
            """
            SELECT habit_id, day, amount FROM checkin
            WHERE user_id = ? AND habit_id = ? AND day BETWEEN ? AND ? ORDER BY habit_id, day
            """)
        allTotals = try database.prepare(
            "SELECT habit_id, day, amount FROM checkin WHERE user_id = ? ORDER BY habit_id, day")
        habitRecords = try database.prepare(
            "SELECT day, is_skipped FROM day_record WHERE user_id = ? AND habit_id = ? AND day BETWEEN ? AND ?")
        allRecords = try database.prepare("SELECT habit_id, day, is_skipped FROM day_record WHERE user_id = ?")
    }

    /// Today's list: settings, the active habits, and each habit's totals and records from
    /// `first` through `last` (one index range per habit, like the engine's coverage window).
    func today(habits: [Int64], from first: Int64, through last: Int64) throws -> Double {
        var checksum = try readSettings()
        activeHabits.bind([user])
        checksum += try activeHabits.drain(Self.habitKinds).checksum
        for habit in habits {
            habitTotals.bind([user, habit, first, last])
            checksum += try habitTotals.foldDayTotals()
            habitRecords.bind([user, habit, first, last])
            checksum += try habitRecords.drain("ii").checksum
        }
        return checksum
    }

    /// One habit's statistics: settings, the habit row, its whole history of totals and records.
    func habitStatistics(_ habit: Int64) throws -> Double {
        var checksum = try readSettings()
        oneHabit.bind([user, habit])
        checksum += try oneHabit.drain(Self.habitKinds).checksum
        habitTotals.bind([user, habit, Int64.min, Int64.max])
        checksum += try habitTotals.foldDayTotals()
        habitRecords.bind([user, habit, Int64.min, Int64.max])
        checksum += try habitRecords.drain("ii").checksum
        return checksum
    }

    /// Every habit's statistics: settings, the active habits, all totals and all records.
    func allStatistics() throws -> Double {
        var checksum = try readSettings()
        activeHabits.bind([user])
        checksum += try activeHabits.drain(Self.habitKinds).checksum
        allTotals.bind([user])
        checksum += try allTotals.foldDayTotals()
        allRecords.bind([user])
        checksum += try allRecords.drain("iii").checksum
        return checksum
    }

    private func readSettings() throws -> Double {
        settings.bind([user])
        return try settings.drain("tii").checksum
    }
}
