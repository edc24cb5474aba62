import CadenceCore
import CadenceStorage
import Foundation
import GRDB

// MARK: - Webhooks (docs/domain-rules.md "§21 Outgoing events (webhooks)")

extension SQLiteStore {
    static let webhookEndpointColumns =
        "id, url, events, secret, created_at, failing_since, disabled_at, disabled_reason"
    static let webhookMessageColumns = """
        m.id, m.endpoint_id, m.message_id, m.type, m.body, m.created_at, m.status, m.attempts, m.next_attempt_at,
        m.last_attempt_at, m.last_status, m.last_error
        """

    public func webhookEndpoints(of user: UserID) async throws -> [WebhookEndpoint] {
        try await databaseWriter.read { db in
            try Row.fetchAll(
                db, sql: "SELECT \(Self.webhookEndpointColumns) FROM webhook_endpoint WHERE user_id = ? ORDER BY id", arguments: [user]
            ).map { Self.webhookEndpoint($0) }
        }
    }

    public func insertWebhookEndpoint(_ endpoint: WebhookEndpoint, for user: UserID) async throws -> WebhookEndpoint {
        try await databaseWriter.write { db in
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM webhook_endpoint WHERE user_id = ?", arguments: [user]) ?? 0
            guard count < WebhookPolicy.maximumEndpoints else { throw Self.webhookLimit }
            try db.execute(
                sql: "INSERT INTO webhook_endpoint (user_id, url, events, secret, created_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [user, endpoint.url, endpoint.storedEvents, endpoint.secret, StoredInstant.milliseconds(endpoint.createdAt)])
            var stored = endpoint
            stored.id = db.lastInsertedRowID
            return stored
        }
    }

    public func deleteWebhookEndpoint(_ id: Int64, of user: UserID) async throws -> Bool {
        try await databaseWriter.write { db in
            try db.execute(sql: "DELETE FROM webhook_endpoint WHERE id = ? AND user_id = ?", arguments: [id, user])
            return db.changesCount > 0
        }
    }

    public func webhookMessages(of endpoint: Int64, user: UserID, limit: Int) async throws -> [WebhookMessage] {
        try await databaseWriter.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.webhookMessageColumns) FROM webhook_message m JOIN webhook_endpoint e ON e.id = m.endpoint_id
                    WHERE m.endpoint_id = ? AND e.user_id = ? ORDER BY m.id DESC LIMIT ?
                    """, arguments: [endpoint, user, max(limit, 0)]
            ).map(Self.webhookMessage)
        }
    }

    public func claimWebhookMessages(at now: Date, limit: Int) async throws -> [(endpoint: WebhookEndpoint, message: WebhookMessage)] {
        let stamp = StoredInstant.milliseconds(now)
        let lease = StoredInstant.milliseconds(now.addingTimeInterval(WebhookPolicy.lease))
        return try await databaseWriter.write { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.webhookMessageColumns), e.\(Self.webhookEndpointColumns.replacingOccurrences(of: ", ", with: ", e."))
                    FROM webhook_message m JOIN webhook_endpoint e ON e.id = m.endpoint_id
                    WHERE m.status = 'pending' AND m.next_attempt_at <= ? ORDER BY m.next_attempt_at, m.id LIMIT ?
                    """, arguments: [stamp, max(limit, 0)])
            let claimed = rows.map { (endpoint: Self.webhookEndpoint($0, offset: 12), message: Self.webhookMessage($0)) }
            let statement = try db.cachedStatement(sql: "UPDATE webhook_message SET next_attempt_at = ? WHERE id = ?")
            for (_, message) in claimed { try statement.execute(arguments: [lease, message.id]) }
            return claimed
        }
    }

    public func finishWebhookMessage(_ id: Int64, result: WebhookAttemptResult, at now: Date) async throws {
        try await databaseWriter.write { db in
            try db.execute(
                sql: """
                    UPDATE webhook_message SET status = ?, attempts = ?, next_attempt_at = ?, last_attempt_at = ?, last_status = ?,
                    last_error = ? WHERE id = ?
                    """,
                arguments: [
                    result.status.rawValue, result.attempts, result.nextAttemptAt.map(StoredInstant.milliseconds),
                    StoredInstant.milliseconds(now), result.lastStatus, result.lastError.map { String($0.prefix(200)) }, id,
                ])
        }
    }

    public func setWebhookEndpointHealth(_ id: Int64, failingSince: Date?, disabledAt: Date?, reason: String?) async throws {
        try await databaseWriter.write { db in
            try db.execute(
                sql: "UPDATE webhook_endpoint SET failing_since = ?, disabled_at = ?, disabled_reason = ? WHERE id = ?",
                arguments: [
                    failingSince.map(StoredInstant.milliseconds), disabledAt.map(StoredInstant.milliseconds), reason, id,
                ])
            if disabledAt != nil {
                try db.execute(
                    sql: """
                        UPDATE webhook_message SET status = 'failed', next_attempt_at = NULL, last_error = 'endpoint disabled'
                        WHERE endpoint_id = ? AND status = 'pending'
                        """, arguments: [id])
            }
        }
    }

    private static let webhookLimit = CadenceError(
        .webhookLimitReached, field: "url", "a person has at most \(WebhookPolicy.maximumEndpoints) webhook endpoints")

    /// An endpoint from its columns starting at `offset` (`webhookEndpointColumns`).
    static func webhookEndpoint(_ row: Row, offset: Int = 0) -> WebhookEndpoint {
        let failing: Int64? = row[offset + 5]
        let disabled: Int64? = row[offset + 6]
        return WebhookEndpoint(
            id: row[offset], url: row[offset + 1], events: WebhookEndpoint.events(stored: row[offset + 2]), secret: row[offset + 3],
            createdAt: StoredInstant.date(row[offset + 4]), failingSince: failing.map(StoredInstant.date),
            disabledAt: disabled.map(StoredInstant.date), disabledReason: row[offset + 7])
    }

    static func webhookMessage(_ row: Row) -> WebhookMessage {
        let next: Int64? = row[8]
        let last: Int64? = row[9]
        let status: String = row[6]
        return WebhookMessage(
            id: row[0], endpointID: row[1], messageID: row[2], type: row[3], body: row[4], createdAt: StoredInstant.date(row[5]),
            status: WebhookMessage.Status(rawValue: status) ?? .failed, attempts: row[7], nextAttemptAt: next.map(StoredInstant.date),
            lastAttemptAt: last.map(StoredInstant.date), lastStatus: row[10], lastError: row[11])
    }
}
