import Foundation
import GRDB
import Metrics
import Synchronization

extension SQLiteStore {
    /// Whether connections opened from now on count their statements for `/metrics`
    /// (docs/operations.md "Metrics"); `cadence serve` turns it on with `CADENCE_METRICS=1`.
    public static let recordsMetrics = Atomic<Bool>(false)

    /// Counts each finished statement as `cadence_store_operations_total{backend="sqlite",
    /// operation, result="ok"}` with its duration in `cadence_store_operation_duration_seconds`;
    /// `operation` is `read` (SELECT, WITH), `write` (INSERT, UPDATE, DELETE, REPLACE),
    /// `transaction` (BEGIN, COMMIT, ROLLBACK, SAVEPOINT, RELEASE) or `other`.
    static func installMetrics(_ db: Database) {
        guard recordsMetrics.load(ordering: .relaxed) else { return }
        db.trace(options: .profile) { event in
            guard case .profile(let statement, let duration) = event else { return }
            let operation = operationKind(statement.sql)
            Counter(
                label: "cadence_store_operations_total",
                dimensions: [("backend", "sqlite"), ("operation", operation), ("result", "ok")]
            ).increment()
            Metrics.Timer(
                label: "cadence_store_operation_duration_seconds", dimensions: [("backend", "sqlite"), ("operation", operation)]
            ).record(duration)
        }
    }

    /// The kind of a statement from its first word.
    static func operationKind(_ sql: String) -> String {
        let word = sql.prefix { $0.isLetter }.uppercased()
        switch word {
        case "SELECT", "WITH", "PRAGMA": return "read"
        case "INSERT", "UPDATE", "DELETE", "REPLACE": return "write"
        case "BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE", "END": return "transaction"
        default: return "other"
        }
    }

    /// The bytes the store occupies on disk: the file and its `-wal` (for
    /// `cadence_store_size_bytes`); `nil` for an in-memory store.
    public func sizeInBytes() -> Int64? {
        let path = databaseWriter.path
        guard !path.isEmpty, path != ":memory:", FileManager.default.fileExists(atPath: path) else { return nil }
        return [path, path + "-wal"].reduce(Int64(0)) { total, file in
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.int64Value ?? 0
            return total + size
        }
    }
}
