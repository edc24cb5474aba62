/// The raw baseline of the write measure: one `INSERT INTO checkin` in its own
/// `BEGIN IMMEDIATE … COMMIT` transaction (what GRDB's write access opens), on a second
/// connection to the same WAL file with the same `synchronous` setting as the store's.
final class RawWrites {
    private let database: RawDatabase
    private let begin: RawStatement
    private let insert: RawStatement
    private let commit: RawStatement
    private let user: Int64
    private let habit: Int64

    init(path: String, synchronous: Int64, user: Int64, habit: Int64) throws {
        database = try RawDatabase(path: path)
        try database.execute("PRAGMA busy_timeout = 5000; PRAGMA synchronous = \(synchronous)")
        begin = try database.prepare("BEGIN IMMEDIATE")
        insert = try database.prepare(
            "INSERT INTO checkin (user_id, habit_id, day, at, amount, note) VALUES (?, ?, ?, ?, ?, NULL)")
        commit = try database.prepare("COMMIT")
        self.user = user
        self.habit = habit
    }

    /// The journal mode and synchronous level this connection runs with, for the report.
    func settings() throws -> (journalMode: String, synchronous: Int64) {
        let statement = try database.prepare("PRAGMA journal_mode")
        let mode = try statement.step() ? statement.text(0) : "?"
        return (mode, try database.integer("PRAGMA synchronous") ?? -1)
    }

    /// Inserts one check-in of `amount` on `day` at `milliseconds`, durably committed.
    func insertCheckIn(day: Int64, at milliseconds: Int64, amount: Double) throws {
        try begin.run()
        insert.bind([user, habit, day, milliseconds])
        insert.bind(amount, at: 5)
        try insert.run()
        try commit.run()
    }
}
