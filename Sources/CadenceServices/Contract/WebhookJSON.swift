import CadenceCore
import Foundation

/// A webhook endpoint (`cadence hooks list --json`, `GET /api/v1/webhooks`; docs/domain-rules.md
/// "§21 Outgoing events (webhooks)"): `{"id", "url", "events", "createdAt",
/// "enabled", "failingSince", "disabledAt", "disabledReason"}`, plus `"secret"` only in the
/// answer that adds it — never again.
public struct WebhookEndpointJSON: Encodable, Sendable, Hashable {
    public var id: Int64
    public var url: String
    public var events: [String]
    public var secret: String?
    public var createdAt: String
    public var enabled: Bool
    @NullWhenAbsent public var failingSince: String?
    @NullWhenAbsent public var disabledAt: String?
    @NullWhenAbsent public var disabledReason: String?

    /// `showSecret`: only when the endpoint was just added.
    public init(_ endpoint: WebhookEndpoint, showSecret: Bool) {
        id = endpoint.id
        url = endpoint.url
        events = endpoint.events.map(\.rawValue)
        secret = showSecret ? endpoint.secret : nil
        createdAt = ContractJSON.instant(endpoint.createdAt)
        enabled = endpoint.isEnabled
        failingSince = endpoint.failingSince.map(ContractJSON.instant)
        disabledAt = endpoint.disabledAt.map(ContractJSON.instant)
        disabledReason = endpoint.disabledReason
    }

    private enum CodingKeys: String, CodingKey {
        case id, url, events, secret, createdAt, enabled, failingSince, disabledAt, disabledReason
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(url, forKey: .url)
        try container.encode(events, forKey: .events)
        try container.encodeIfPresent(secret, forKey: .secret)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(enabled, forKey: .enabled)
        try container.encode(failingSince, forKey: .failingSince)
        try container.encode(disabledAt, forKey: .disabledAt)
        try container.encode(disabledReason, forKey: .disabledReason)
    }
}

/// One queued event of an endpoint (`cadence hooks log --json`, `GET
/// /api/v1/webhooks/{id}/deliveries`): `{"id"` (the `webhook-id`), `"type", "status"`
/// (`pending`, `delivered`, `failed`), `"attempts", "createdAt", "nextAttemptAt",
/// "lastAttemptAt", "lastStatus", "lastError"}`.
public struct WebhookDeliveryJSON: Encodable, Sendable, Hashable {
    public var id: String
    public var type: String
    public var status: String
    public var attempts: Int
    public var createdAt: String
    @NullWhenAbsent public var nextAttemptAt: String?
    @NullWhenAbsent public var lastAttemptAt: String?
    @NullWhenAbsent public var lastStatus: Int?
    @NullWhenAbsent public var lastError: String?

    public init(_ message: WebhookMessage) {
        id = message.messageID
        type = message.type
        status = message.status.rawValue
        attempts = message.attempts
        createdAt = ContractJSON.instant(message.createdAt)
        nextAttemptAt = message.status == .pending ? message.nextAttemptAt.map(ContractJSON.instant) : nil
        lastAttemptAt = message.lastAttemptAt.map(ContractJSON.instant)
        lastStatus = message.lastStatus
        lastError = message.lastError
    }
}
