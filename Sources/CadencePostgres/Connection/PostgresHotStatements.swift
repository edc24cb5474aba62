import PostgresNIO

/// The statements of the check-in hot path as named prepared statements (docs/schema.md
/// "PostgreSQL", docs/benchmarks.md "PostgreSQL"): PostgresNIO prepares each once per pooled
/// connection and afterwards sends only its name and binds, so the server skips parsing and
/// planning on every check-in.
enum PostgresHotStatements {
    /// docs/schema.md "Concurrency": the lock every write transaction of a user takes first.
    struct LockUserRevision: PostgresPreparedStatement {
        static let sql = "SELECT revision FROM user_revision WHERE user_id = $1 FOR UPDATE"
        typealias Row = Int64
        let user: Int64

        func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 1)
            bindings.append(user)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Int64.self) }
    }

    /// docs/domain-rules.md §8: whether the habit is the user's.
    struct HabitOwned: PostgresPreparedStatement {
        static let sql = "SELECT id FROM habit WHERE id = $1 AND user_id = $2"
        typealias Row = Int64
        let habit: Int64
        let user: Int64

        func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 2)
            bindings.append(habit)
            bindings.append(user)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Int64.self) }
    }

    /// docs/domain-rules.md §3: one check-in, its new id returned.
    struct InsertCheckIn: PostgresPreparedStatement {
        static let sql = """
            INSERT INTO checkin (user_id, habit_id, day, at, amount, note) VALUES ($1, $2, $3, $4, $5, $6::text)
            RETURNING id
            """
        typealias Row = Int64
        let user: Int64
        let habit: Int64
        let day: Int64
        let at: Int64
        let amount: Double
        let note: String?

        func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 6)
            bindings.append(user)
            bindings.append(habit)
            bindings.append(day)
            bindings.append(at)
            bindings.append(amount)
            bindings.append(note)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Int64.self) }
    }
}

extension PostgresConnection {
    /// The rows of a prepared statement, decoded.
    func all<Statement: PostgresPreparedStatement>(_ statement: Statement, logger: Logger) async throws
        -> [Statement.Row]
    {
        var rows: [Statement.Row] = []
        for try await row in try await execute(statement, logger: logger) { rows.append(row) }
        return rows
    }
}
