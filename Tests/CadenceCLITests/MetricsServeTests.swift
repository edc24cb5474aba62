import Foundation
import Testing

/// `/metrics` of a real `cadence serve` (docs/operations.md "Metrics"): off by default, then
/// loopback only or behind `CADENCE_METRICS_TOKEN`; series name route templates, never paths.
@Suite(.serialized) struct MetricsServeTests {
    @Test func metricsAreOffByDefault() throws {
        let store = try TemporaryStore()
        for environment in [[:], ["CADENCE_METRICS": "0"], ["CADENCE_METRICS": ""]] {
            let server = try ServerProcess(store, arguments: ["--no-reminders"], environment: environment)
            defer { server.stop() }
            #expect(try server.get("/healthz").status == 200)
            #expect(try server.get("/metrics").status == 404, "\(environment)")
        }
        let refused = try store.run(["serve", "--port", "0"], environment: ["CADENCE_METRICS": "yes"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("CADENCE_METRICS must be 1"))
    }

    @Test func onLoopbackTheTextNamesRouteTemplatesAndTheStore() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        let server = try ServerProcess(store, arguments: ["--no-reminders"], environment: ["CADENCE_METRICS": "1"])
        defer { server.stop() }
        #expect(try server.get("/healthz").status == 200)
        #expect(try server.get("/api/v1/habits/987654").status == 401)
        #expect(try server.get("/readyz").status == 200)
        #expect(try server.get("/metrics", headers: ["X-Forwarded-For: 203.0.113.9"]).status == 403, "a proxied client")
        let metrics = try server.get("/metrics")
        #expect(metrics.status == 200)
        let text = metrics.body
        #expect(text.contains(#"cadence_http_requests_total{method="GET",route="/healthz",status="200"} 1"#), "\(text)")
        #expect(text.contains(#"route="/api/v1/habits/{id}",status="401""#))
        #expect(!text.contains("987654"), "no series names a raw path")
        #expect(text.contains("cadence_http_request_duration_seconds_bucket"))
        #expect(text.contains(#"cadence_store_operations_total{backend="sqlite",operation="read",result="ok"}"#))
        #expect(text.contains(#"cadence_active_users{window="24h"} 0"#))
        let size = try #require(text.firstMatch(of: /cadence_store_size_bytes ([0-9.e+]+)/).flatMap { Double($0.1) })
        #expect(size > 0)
    }

    @Test func withATokenOnlyItsBearerIsAnswered() throws {
        let store = try TemporaryStore()
        let token = "metrics-\(UUID().uuidString)"
        let server = try ServerProcess(
            store, arguments: ["--no-reminders", "--log-format", "json"],
            environment: ["CADENCE_METRICS": "1", "CADENCE_METRICS_TOKEN": token])
        #expect(try server.get("/metrics").status == 401)
        #expect(try server.get("/metrics", headers: ["Authorization: Bearer wrong"]).status == 401)
        let answered = try server.get("/metrics", headers: ["Authorization: Bearer \(token)"])
        #expect(answered.status == 200)
        #expect(answered.body.contains(#"route="/metrics",status="401""#))
        server.stop()
        #expect(!server.stderr.contains(token), "the token is never logged")
        #expect(server.stderr.contains(#""metrics":"on, bearer token""#))
    }
}
