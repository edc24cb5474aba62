import CadenceStoreConformance
import Foundation
import Testing

/// docs/domain-rules.md "§21 Outgoing events (webhooks)": `WebhookOutboxScenario` on the
/// real PostgreSQL test cluster.
@Suite struct PostgresWebhookOutboxTests {
    @Test func writesQueueTheirEvents() async throws {
        try await PostgresTestDatabase.withStore { store in
            try await WebhookOutboxScenario.run(on: store)
        }
    }
}
