import CadenceCore
import CadenceStorage
import Foundation
import PostgresNIO

// MARK: - Webhooks (docs/domain-rules.md "§21 Outgoing events (webhooks)")

/// The PostgreSQL implementation of `WebhookStore`, translated from `SQLiteStore+Webhooks.swift`.
/// Adding an endpoint is a write of its user (the `user_revision` row is locked first, so the
/// limit sees every earlier endpoint). Due messages are claimed with `FOR UPDATE SKIP LOCKED`, so
/// no two processes' loops claim the same attempt.
extension PostgresStore {
    public func webhookEndpoints(of user: UserID) async throws -> [WebhookEndpoint] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: PostgresWebhookRecord.endpointColumns) FROM webhook_endpoint
                WHERE user_id = \(user) ORDER BY id
                """, logger: logger
            ).map(PostgresWebhookRecord.endpoint)
        }
    }

    public func insertWebhookEndpoint(_ endpoint: WebhookEndpoint, for user: UserID) async throws -> WebhookEndpoint {
        try await database.write(for: user) { connection, _ in
            let count =
                try await connection.first("SELECT count(*) FROM webhook_endpoint WHERE user_id = \(user)", logger: logger)?
                .decode(Int64.self) ?? 0
            guard count < Int64(WebhookPolicy.maximumEndpoints) else {  // integer-only
                throw CadenceError(
                    .webhookLimitReached, field: "url", "a person has at most \(WebhookPolicy.maximumEndpoints) webhook endpoints")
            }
            let row = try await connection.first(
                """
                INSERT INTO webhook_endpoint (user_id, url, events, secret, created_at)
                VALUES (\(user), \(endpoint.url), \(endpoint.storedEvents), \(endpoint.secret),
                    \(PostgresValues.milliseconds(endpoint.createdAt)))
                RETURNING id
                """, logger: logger)
            var stored = endpoint
            stored.id = try row?.decode(Int64.self) ?? 0
            return stored
        }
    }

    public func deleteWebhookEndpoint(_ id: Int64, of user: UserID) async throws -> Bool {
        try await database.write(for: user) { connection, _ in
            let deleted = try await connection.rows(
                "DELETE FROM webhook_endpoint WHERE id = \(id) AND user_id = \(user) RETURNING id", logger: logger)
            return !deleted.isEmpty
        }
    }

    public func webhookMessages(of endpoint: Int64, user: UserID, limit: Int) async throws -> [WebhookMessage] {
        let bound = Int64(max(limit, 0))  // integer-only
        return try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: PostgresWebhookRecord.messageColumns) FROM webhook_message
                WHERE endpoint_id = \(endpoint)
                    AND EXISTS (SELECT 1 FROM webhook_endpoint WHERE id = \(endpoint) AND user_id = \(user))
                ORDER BY id DESC LIMIT \(bound)
                """, logger: logger
            ).map(PostgresWebhookRecord.message)
        }
    }

    public func claimWebhookMessages(at now: Date, limit: Int) async throws -> [(endpoint: WebhookEndpoint, message: WebhookMessage)] {
        let stamp = PostgresValues.milliseconds(now)
        let lease = PostgresValues.milliseconds(now.addingTimeInterval(WebhookPolicy.lease))
        let bound = Int64(max(limit, 0))  // integer-only
        return try await database.write { connection in
            let messages = try await connection.rows(
                """
                UPDATE webhook_message SET next_attempt_at = \(lease)
                WHERE id IN (
                    SELECT id FROM webhook_message WHERE status = 'pending' AND next_attempt_at <= \(stamp)
                    ORDER BY next_attempt_at, id LIMIT \(bound) FOR UPDATE SKIP LOCKED)
                RETURNING \(unescaped: PostgresWebhookRecord.messageColumns)
                """, logger: logger
            ).map(PostgresWebhookRecord.message).sorted { $0.id < $1.id }
            guard !messages.isEmpty else { return [] }
            let ids = Array(Set(messages.map(\.endpointID)))
            let endpoints = try await connection.rows(
                """
                SELECT \(unescaped: PostgresWebhookRecord.endpointColumns) FROM webhook_endpoint WHERE id = ANY(\(ids))
                """, logger: logger
            ).map(PostgresWebhookRecord.endpoint)
            return messages.compactMap { message in
                endpoints.first { $0.id == message.endpointID }.map { (endpoint: $0, message: message) }
            }
        }
    }

    public func finishWebhookMessage(_ id: Int64, result: WebhookAttemptResult, at now: Date) async throws {
        let next = result.nextAttemptAt.map(PostgresValues.milliseconds)
        let status = result.lastStatus.map { Int64($0) }  // integer-only
        let error = result.lastError.map { String($0.prefix(200)) }
        try await database.write { connection in
            try await connection.run(
                """
                UPDATE webhook_message SET status = \(result.status.rawValue), attempts = \(Int64(result.attempts)),
                    next_attempt_at = \(next), last_attempt_at = \(PostgresValues.milliseconds(now)), last_status = \(status),
                    last_error = \(error)
                WHERE id = \(id)
                """, logger: logger)
        }
    }

    public func setWebhookEndpointHealth(_ id: Int64, failingSince: Date?, disabledAt: Date?, reason: String?) async throws {
        let failing = failingSince.map(PostgresValues.milliseconds)
        let disabled = disabledAt.map(PostgresValues.milliseconds)
        try await database.write { connection in
            try await connection.run(
                """
                UPDATE webhook_endpoint SET failing_since = \(failing), disabled_at = \(disabled), disabled_reason = \(reason)
                WHERE id = \(id)
                """, logger: logger)
            if disabled != nil {
                try await connection.run(
                    """
                    UPDATE webhook_message SET status = 'failed', next_attempt_at = NULL, last_error = 'endpoint disabled'
                    WHERE endpoint_id = \(id) AND status = 'pending'
                    """, logger: logger)
            }
        }
    }
}
