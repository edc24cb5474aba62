import CadenceCore
import CadenceStorage
import GRDB

/// docs/domain-rules.md "§21 Outgoing events (webhooks)": the transactional outbox.
extension ChangeWriter {
    /// Queues `draft` for its endpoint in this batch's transaction, due at once; nothing when the
    /// endpoint is not the user's or is disabled, or the message is queued already.
    func enqueueWebhookMessage(_ draft: WebhookMessageDraft, inserted: [Int64]) throws {
        try db.cachedStatement(
            sql: """
                INSERT OR IGNORE INTO webhook_message (endpoint_id, message_id, type, body, created_at, status, attempts, next_attempt_at)
                SELECT id, ?, ?, ?, ?, 'pending', 0, ? FROM webhook_endpoint WHERE id = ? AND user_id = ? AND disabled_at IS NULL
                """
        ).execute(arguments: [
            draft.messageID, draft.type, draft.resolvedBody(inserted: inserted), instant, instant, draft.endpointID, user,
        ])
    }
}
