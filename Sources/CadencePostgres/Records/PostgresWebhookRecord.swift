import CadenceCore
import Foundation
import PostgresNIO

/// Rows of `webhook_endpoint` and `webhook_message` (docs/domain-rules.md "§21
/// Outgoing events (webhooks)"), as `SQLiteStore+Webhooks.swift` reads them.
enum PostgresWebhookRecord {
    /// The columns `endpoint` reads, in order.
    static let endpointColumns = "id, url, events, secret, created_at, failing_since, disabled_at, disabled_reason"
    /// The columns `message` reads, in order.
    static let messageColumns = """
        id, endpoint_id, message_id, type, body, created_at, status, attempts, next_attempt_at, last_attempt_at,
        last_status, last_error
        """

    static func endpoint(_ row: PostgresRow) throws -> WebhookEndpoint {
        let (id, url, events, secret, createdAt, failingSince, disabledAt, reason) =
            try row.decode((Int64, String, String, String, Int64, Int64?, Int64?, String?).self)
        return WebhookEndpoint(
            id: id, url: url, events: WebhookEndpoint.events(stored: events), secret: secret, createdAt: PostgresValues.date(createdAt),
            failingSince: failingSince.map(PostgresValues.date), disabledAt: disabledAt.map(PostgresValues.date),
            disabledReason: reason)
    }

    /// A message read as `messageColumns`; an unknown status reads as `failed`, as SQLite does.
    static func message(_ row: PostgresRow) throws -> WebhookMessage {
        let (id, endpointID, messageID, type, body, createdAt, status, attempts, next, last, lastStatus, lastError) =
            try row.decode((Int64, Int64, String, String, String, Int64, String, Int64, Int64?, Int64?, Int64?, String?).self)
        return WebhookMessage(
            id: id, endpointID: endpointID, messageID: messageID, type: type, body: body, createdAt: PostgresValues.date(createdAt),
            status: WebhookMessage.Status(rawValue: status) ?? .failed, attempts: try PostgresValues.int(attempts),
            nextAttemptAt: next.map(PostgresValues.date), lastAttemptAt: last.map(PostgresValues.date),
            lastStatus: try lastStatus.map(PostgresValues.int), lastError: lastError)
    }
}
