import Metrics
import PostgresNIO
import Synchronization

extension PostgresStore {
    /// Whether accesses count for `/metrics` (docs/operations.md "Metrics"); `cadence serve`
    /// turns it on with `CADENCE_METRICS=1`.
    public static let recordsMetrics = Atomic<Bool>(false)

    /// The database's size (`pg_database_size`), for `cadence_store_size_bytes`; `nil` when it
    /// does not answer.
    public func sizeInBytes() async -> Int64? {
        try? await database.read { connection in
            try await connection.first("SELECT pg_database_size(current_database())", logger: database.logger)?.decode(Int64.self)
        }
    }
}

extension PostgresDatabase {
    /// Counts one access as `cadence_store_operations_total{backend="postgres", operation,
    /// result}` and its duration (docs/operations.md "Metrics"): `operation` is `read` (one
    /// connection, no transaction), `snapshot` (a read-only transaction) or `write`.
    static func recordAccess(_ operation: String, failed: Bool, since start: ContinuousClock.Instant) {
        guard PostgresStore.recordsMetrics.load(ordering: .relaxed) else { return }
        Counter(
            label: "cadence_store_operations_total",
            dimensions: [("backend", "postgres"), ("operation", operation), ("result", failed ? "error" : "ok")]
        ).increment()
        Metrics.Timer(
            label: "cadence_store_operation_duration_seconds", dimensions: [("backend", "postgres"), ("operation", operation)]
        ).record(duration: ContinuousClock.now - start)
    }
}
