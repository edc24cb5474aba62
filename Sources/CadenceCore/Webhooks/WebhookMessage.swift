import Foundation

/// One event queued for one endpoint — the transactional outbox's row (docs/domain-rules.md
/// "§21 Outgoing events (webhooks)"). `messageID` is the `webhook-id` of every
/// attempt; `body` is sent as stored, byte for byte.
public struct WebhookMessage: Sendable, Hashable, Identifiable {
    /// Where a message is.
    public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
        /// Waiting for its first or next attempt (`nextAttemptAt`).
        case pending
        case delivered
        /// Given up: refused for good, past a day of retries, or its endpoint was disabled.
        case failed
    }

    public var id: Int64
    public var endpointID: Int64
    public var messageID: String
    public var type: String
    public var body: String
    public var createdAt: Date
    public var status: Status
    public var attempts: Int
    public var nextAttemptAt: Date?
    public var lastAttemptAt: Date?
    /// The receiver's HTTP status of the last attempt, when it answered.
    public var lastStatus: Int?
    /// The last failure's fixed short reason (never an error's text).
    public var lastError: String?

    public init(
        id: Int64, endpointID: Int64, messageID: String, type: String, body: String, createdAt: Date, status: Status,
        attempts: Int, nextAttemptAt: Date?, lastAttemptAt: Date?, lastStatus: Int?, lastError: String?
    ) {
        self.id = id
        self.endpointID = endpointID
        self.messageID = messageID
        self.type = type
        self.body = body
        self.createdAt = createdAt
        self.status = status
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.lastAttemptAt = lastAttemptAt
        self.lastStatus = lastStatus
        self.lastError = lastError
    }
}

/// How one attempt of a message ended, as the store records it.
public struct WebhookAttemptResult: Sendable, Hashable {
    public var status: WebhookMessage.Status
    public var attempts: Int
    public var nextAttemptAt: Date?
    public var lastStatus: Int?
    public var lastError: String?

    public init(status: WebhookMessage.Status, attempts: Int, nextAttemptAt: Date?, lastStatus: Int?, lastError: String?) {
        self.status = status
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.lastStatus = lastStatus
        self.lastError = lastError
    }
}
