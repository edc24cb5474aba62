import CadencePostgres
import Foundation
import Logging
import PostgresNIO

/// The raw PostgreSQL baselines of `cadence-bench --db` (docs/benchmarks.md "PostgreSQL"): one
/// PostgresNIO connection, no pool, no model decoding and no rule evaluated — the same rows as
/// the engine reads or writes, in the fewest round trips.
final class PostgresRawBaselines: Sendable {
    private let connection: PostgresConnection
    private let logger = Logger(label: "cadence.bench.raw")

    private init(connection: PostgresConnection) {
        self.connection = connection
    }

    /// A connection to `url`'s database, in `schema` when given.
    static func connect(url: String, schema: String?) async throws -> PostgresRawBaselines {
        let location = try PostgresLocation(url: url)
        var configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database, tls: .disable)
        if let schema { configuration.options.additionalStartupParameters = [("search_path", schema)] }
        let connection = try await PostgresConnection.connect(
            configuration: configuration, id: 1, logger: Logger(label: "cadence.bench.raw"))
        return PostgresRawBaselines(connection: connection)
    }

    func close() async throws { try await connection.close() }

    /// Runs one statement without binds.
    func execute(_ sql: String) async throws {
        _ = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger).collect()
    }

    /// One check-in, one autocommitted INSERT (one round trip).
    func insertCheckIn(user: Int64, habit: Int64, day: Int64, at milliseconds: Int64, amount: Double) async throws {
        _ = try await connection.query(
            """
            INSERT INTO checkin (user_id, habit_id, day, at, amount, note)
            VALUES (\(user), \(habit), \(day), \(milliseconds), \(amount), NULL)
            """, logger: logger
        ).collect()
    }

    /// The facts a statistic needs: settings, the habit rows (one or every active one), the
    /// per-day totals and the day records from `first` through `last` (each habit's range one
    /// index seek, the engine's plan); returns a checksum.
    @discardableResult
    func readFacts(user: Int64, habit: Int64?, from first: Int64, through last: Int64) async throws -> Double {
        var checksum = 0.0
        for row in try await connection.query(
            #"SELECT time_zone, day_start, week_start FROM "user" WHERE id = \#(user)"#, logger: logger
        ).collect() {
            checksum += Double(try row.decode((String, Int64, Int64).self).1)
        }
        let habitFilter = habit.map { [$0] } ?? []
        // As the engine plans it: every habit's bounded range is one seek per habit; one habit or
        // the whole history is one index range.
        let seeksPerHabit = habit == nil && (first != Int64.min || last != Int64.max)
        let perHabit = seeksPerHabit ? "AND habit_id IN (SELECT id FROM habit WHERE user_id = \(user))" : ""
        for row in try await connection.query(
            """
            SELECT id, kind, goal_type, target, period, schedule, start_day, end_day FROM habit
            WHERE user_id = \(user) AND NOT archived AND (cardinality(\(habitFilter)::bigint[]) = 0 OR id = ANY(\(habitFilter)))
            ORDER BY sort_order, id
            """, logger: logger
        ).collect() {
            checksum += try row.decode((Int64, String, String, Double, String, String, Int64, Int64?).self).3
        }
        for row in try await connection.query(
            """
            SELECT habit_id, day, sum(amount), count(*) FROM checkin
            WHERE user_id = \(user) \(unescaped: perHabit)
              AND (cardinality(\(habitFilter)::bigint[]) = 0 OR habit_id = ANY(\(habitFilter)))
              AND day BETWEEN \(first) AND \(last)
            GROUP BY habit_id, day ORDER BY habit_id, day
            """, logger: logger
        ).collect() {
            checksum += try row.decode((Int64, Int64, Double, Int64).self).2
        }
        for row in try await connection.query(
            """
            SELECT habit_id, day, is_skipped FROM day_record
            WHERE user_id = \(user) \(unescaped: perHabit)
              AND (cardinality(\(habitFilter)::bigint[]) = 0 OR habit_id = ANY(\(habitFilter)))
              AND day BETWEEN \(first) AND \(last)
            """, logger: logger
        ).collect() {
            checksum += Double(try row.decode((Int64, Int64, Bool).self).1)
        }
        return checksum
    }
}
