import CadenceHTTP
import Foundation
import Testing

/// `GET /readyz` (docs/operations.md "Health and readiness"): 200 while every check passes, else
/// 503 with the first check's reason; `/healthz` never asks.
@Suite struct ReadinessRouteTests {
    @Test func readyWhileEveryCheckPasses() async throws {
        var configuration = TestServer.configuration
        configuration.readiness = configuration.readiness.adding { nil }.adding { nil }
        try await TestServer(configuration: configuration).run { client in
            let response = try await client.with(.none).get("/readyz")
            #expect(response.status == .ok)
            #expect(response.json["status"]?.stringValue == "ready" && response.json["reason"] == nil)
            #expect(response.headers[.cacheControl] == "no-store")
        }
    }

    @Test func theFirstFailingCheckIsTheReason() async throws {
        var configuration = TestServer.configuration
        configuration.readiness = ReadinessProbe.alwaysReady.adding { nil }.adding { "the store does not answer" }
            .adding { "never asked" }
        try await TestServer(configuration: configuration).run { client in
            let response = try await client.with(.none).get("/readyz")
            #expect(response.status == .serviceUnavailable)
            #expect(response.json["status"]?.stringValue == "unavailable")
            #expect(response.json["reason"]?.stringValue == "the store does not answer")
            #expect(try await client.with(.none).get("/healthz").status == .ok)
        }
    }
}
