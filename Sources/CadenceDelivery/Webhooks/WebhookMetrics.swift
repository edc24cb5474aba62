import Metrics

/// `cadence_webhook_deliveries_total{result}` (docs/operations.md "Metrics"): this process's
/// webhook attempts by result — `delivered`, `retrying`, `failed` — and endpoints `disabled`;
/// `cadence_webhook_delivery_passes_total{result}` (`ok`, `error`).
enum WebhookMetrics {
    static func record(_ report: WebhookDeliveryLoop.Report) {
        let counts = [("delivered", report.delivered), ("retrying", report.retrying), ("failed", report.failed), ("disabled", report.disabled)]
        for (result, count) in counts where count > 0 {
            Counter(label: "cadence_webhook_deliveries_total", dimensions: [("result", result)]).increment(by: count)
        }
        pass(failed: false)
    }

    static func pass(failed: Bool) {
        Counter(label: "cadence_webhook_delivery_passes_total", dimensions: [("result", failed ? "error" : "ok")]).increment()
    }
}
