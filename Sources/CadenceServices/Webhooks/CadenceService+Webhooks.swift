import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    // MARK: Webhook endpoints (docs/domain-rules.md "§21 Outgoing events (webhooks)")

    /// The person's endpoints, by id.
    public func webhookEndpoints(of user: UserID) async throws -> [WebhookEndpoint] {
        try await store.webhookEndpoints(of: user)
    }

    /// Adds an endpoint whose URL and events the caller has checked (`webhookLimitReached` past
    /// `WebhookPolicy.maximumEndpoints`); answers it with its id and secret.
    public func addWebhookEndpoint(url: String, events: [WebhookEventType], secret: String, for user: UserID) async throws
        -> WebhookEndpoint
    {
        try await store.insertWebhookEndpoint(WebhookEndpoint(url: url, events: events, secret: secret, createdAt: now), for: user)
    }

    /// Deletes an endpoint with its queue; `notFound` when it is not the person's.
    public func deleteWebhookEndpoint(_ id: Int64, of user: UserID) async throws {
        guard try await store.deleteWebhookEndpoint(id, of: user) else { throw Self.noWebhook(id) }
    }

    /// Queues a `webhook.test` message for one endpoint (even a disabled one is refused:
    /// `notFound` when it is not the person's) and answers it.
    public func queueWebhookTest(_ id: Int64, of user: UserID) async throws -> WebhookMessage {
        guard let endpoint = try await store.webhookEndpoints(of: user).first(where: { $0.id == id }) else { throw Self.noWebhook(id) }
        guard endpoint.isEnabled else {
            throw CadenceError(.webhookUrlInvalid, field: "id", "endpoint \(id) is disabled; delete it and add it again")
        }
        let messageID = WebhookOutbox.newMessageID()
        let instant = now
        let body = try WebhookEventBody(type: WebhookEventType.testType, at: instant, data: WebhookTestJSON(endpointId: id)).text()
        let draft = WebhookMessageDraft(endpointID: id, messageID: messageID, type: WebhookEventType.testType, body: body)
        try await store.apply([.enqueueWebhookMessage(draft)], for: user, at: instant)
        return WebhookMessage(
            id: 0, endpointID: id, messageID: messageID, type: WebhookEventType.testType, body: body, createdAt: instant,
            status: .pending, attempts: 0, nextAttemptAt: instant, lastAttemptAt: nil, lastStatus: nil, lastError: nil)
    }

    /// The endpoint's recent messages, the latest first (`limit` 1–1,000); `notFound` when it is
    /// not the person's.
    public func webhookDeliveries(of id: Int64, for user: UserID, limit: Int) async throws -> [WebhookMessage] {
        guard (1...1_000).contains(limit) else {
            throw CadenceError(.dateRangeInvalid, field: "limit", "the log shows 1 to 1000 deliveries")
        }
        guard try await store.webhookEndpoints(of: user).contains(where: { $0.id == id }) else { throw Self.noWebhook(id) }
        return try await store.webhookMessages(of: id, user: user, limit: limit)
    }

    /// The delivery loop's claims and outcomes.
    public var webhookLedger: WebhookLedger { WebhookLedger(store: store) }

    static func noWebhook(_ id: Int64) -> CadenceError {
        CadenceError(.notFound, field: "id", "no webhook endpoint with id \(id)")
    }
}

/// The `data` of a `webhook.test` message.
struct WebhookTestJSON: Encodable, Sendable {
    let endpointId: Int64
}

/// What the webhook delivery loop reads and writes (docs/domain-rules.md "§21
/// Outgoing events (webhooks)"), so the loop holds no store.
public struct WebhookLedger: Sendable {
    let store: any CadenceStore

    /// Claims up to `limit` due messages with their endpoint.
    public func claim(at now: Date, limit: Int) async throws -> [(endpoint: WebhookEndpoint, message: WebhookMessage)] {
        try await store.claimWebhookMessages(at: now, limit: limit)
    }

    /// Records one attempt's end.
    public func finish(_ id: Int64, result: WebhookAttemptResult, at now: Date) async throws {
        try await store.finishWebhookMessage(id, result: result, at: now)
    }

    /// Records the endpoint's failing state (and disables it when `disabledAt` is set).
    public func setHealth(of endpoint: Int64, failingSince: Date?, disabledAt: Date?, reason: String?) async throws {
        try await store.setWebhookEndpointHealth(endpoint, failingSince: failingSince, disabledAt: disabledAt, reason: reason)
    }
}
