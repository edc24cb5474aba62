import CadenceHTTP
import CadencePostgres
import CadenceSQLite
import CadenceStorage

/// The store's part of `GET /readyz` (docs/operations.md "Health and readiness"): the backend
/// that `cadence serve` opened answers a read and holds exactly the migrations this binary knows.
enum StoreReadiness {
    /// The check for `store`; a backend without its own check is ready while it is open.
    static func check(for store: any CadenceStore) -> ReadinessProbe.Check {
        if let sqlite = store as? SQLiteStore {
            return { await sqlite.readinessProblem() }
        }
        if let postgres = store as? PostgresStore {
            return { await postgres.readinessProblem() }
        }
        return { nil }
    }
}
