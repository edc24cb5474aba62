import CadenceSQLite
import CadenceStoreConformance
import Foundation
import Testing

/// docs/domain-rules.md "§21 Outgoing events (webhooks)": `WebhookOutboxScenario` on a
/// SQLite file.
@Suite struct SQLiteWebhookOutboxTests {
    @Test func writesQueueTheirEvents() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-outbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await WebhookOutboxScenario.run(on: try SQLiteStore(path: folder.appendingPathComponent("cadence.sqlite").path))
    }
}
