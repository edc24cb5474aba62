import Metrics

/// `cadence_reminder_deliveries_total{result}` (docs/operations.md "Metrics"): the reminder
/// deliveries of this process's passes by result — `sent`, `retrying`, `failed`, `dropped` —
/// and `cadence_reminder_delivery_passes_total{result}` (`ok`, `error`).
enum DeliveryMetrics {
    static func record(_ report: ReminderDeliveryLoop.Report) {
        for (result, count) in [("sent", report.sent), ("retrying", report.retrying), ("failed", report.failed), ("dropped", report.dropped)]
        where count > 0 {
            Counter(label: "cadence_reminder_deliveries_total", dimensions: [("result", result)]).increment(by: count)
        }
        pass(failed: false)
    }

    static func pass(failed: Bool) {
        Counter(label: "cadence_reminder_delivery_passes_total", dimensions: [("result", failed ? "error" : "ok")]).increment()
    }
}
