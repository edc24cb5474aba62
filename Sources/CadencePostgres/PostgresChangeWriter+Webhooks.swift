import CadenceCore
import CadenceStorage
import PostgresNIO

/// docs/domain-rules.md "§21 Outgoing events (webhooks)": the transactional outbox,
/// as SQLite's `ChangeWriter+Webhooks.swift`.
extension PostgresChangeWriter {
    /// Queues `draft` for its endpoint in this batch's transaction, due at once; nothing when the
    /// endpoint is not the user's or is disabled, or the message is queued already.
    func enqueueWebhookMessage(_ draft: WebhookMessageDraft, inserted: [Int64]) async throws {
        try await connection.run(
            """
            INSERT INTO webhook_message (endpoint_id, message_id, type, body, created_at, status, attempts, next_attempt_at)
            SELECT id, \(draft.messageID), \(draft.type), \(draft.resolvedBody(inserted: inserted)), \(instant), 'pending', 0,
                \(instant)
            FROM webhook_endpoint WHERE id = \(draft.endpointID) AND user_id = \(user) AND disabled_at IS NULL
            ON CONFLICT (endpoint_id, message_id) DO NOTHING
            """, logger: logger)
    }
}
