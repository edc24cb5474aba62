import Metrics

/// `cadence_sync_requests_total{direction, result}` and `cadence_sync_entries_total{direction}`
/// (docs/operations.md "Metrics"): sync pushes and pulls answered by this process, and the
/// entries they carried.
enum SyncMetrics {
    static func record(_ direction: String, entries: Int?) {
        Counter(label: "cadence_sync_requests_total", dimensions: [("direction", direction), ("result", entries == nil ? "refused" : "ok")])
            .increment()
        if let entries {
            Counter(label: "cadence_sync_entries_total", dimensions: [("direction", direction)]).increment(by: entries)
        }
    }
}
