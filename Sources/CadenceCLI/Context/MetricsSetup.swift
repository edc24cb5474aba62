import CadenceHTTP
import CadencePostgres
import CadenceSQLite
import CadenceStorage
import Metrics
import Prometheus

/// `/metrics` for `cadence serve` (docs/operations.md "Metrics"): off unless `CADENCE_METRICS=1`;
/// then swift-metrics is bootstrapped with swift-prometheus's factory, the backends count their
/// accesses, and the endpoint answers behind `CADENCE_METRICS_TOKEN` (or loopback only).
enum MetricsSetup {
    /// Whether the environment turns metrics on; a value other than `1`, `0` or empty is refused.
    static func isEnabled(_ environment: [String: String]) throws -> Bool {
        switch environment["CADENCE_METRICS"] ?? "" {
        case "1": return true
        case "", "0": return false
        case let other:
            throw CommandFailure(code: "usage", "CADENCE_METRICS must be 1 (on) or 0 (off), not '\(other)'", exitCode: 2)
        }
    }

    /// Bootstraps swift-metrics with swift-prometheus's factory (once per process) and turns
    /// counting on in the backends; call before the store is opened.
    static func prepare() -> PrometheusCollectorRegistry {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        SQLiteStore.recordsMetrics.store(true, ordering: .relaxed)
        PostgresStore.recordsMetrics.store(true, ordering: .relaxed)
        return registry
    }

    /// The endpoint for `store`, rendering `registry`.
    static func endpoint(environment: [String: String], store: any CadenceStore, registry: PrometheusCollectorRegistry) -> MetricsEndpoint {
        let token = environment["CADENCE_METRICS_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        let size: @Sendable () async -> Int64? =
            if let sqlite = store as? SQLiteStore {
                { sqlite.sizeInBytes() }
            } else if let postgres = store as? PostgresStore {
                { await postgres.sizeInBytes() }
            } else {
                { nil }
            }
        return MetricsEndpoint(token: token) {
            if let bytes = await size() { Gauge(label: "cadence_store_size_bytes").record(bytes) }
            return registry.emitToString()
        }
    }
}
