import CadenceCore
import Foundation

/// The storage of webhook endpoints and their queue (docs/domain-rules.md "§21
/// Outgoing events (webhooks)"). Messages are queued by `StoreChange.enqueueWebhookMessage` in
/// the transaction of the write that caused them (a transactional outbox); the delivery loops
/// claim due messages with a lease, so several processes on one database send each attempt once.
/// None of these rows raises the user's data revision.
public protocol WebhookStore: Sendable {
    /// The user's endpoints, by id.
    func webhookEndpoints(of user: UserID) async throws -> [WebhookEndpoint]
    /// Adds an endpoint (`webhookLimitReached` past `WebhookPolicy.maximumEndpoints`); answers it with its id.
    func insertWebhookEndpoint(_ endpoint: WebhookEndpoint, for user: UserID) async throws -> WebhookEndpoint
    /// Deletes an endpoint with its queue; `false` when it is not the user's.
    func deleteWebhookEndpoint(_ id: Int64, of user: UserID) async throws -> Bool
    /// The endpoint's messages, the latest first, at most `limit` (empty when it is not the user's).
    func webhookMessages(of endpoint: Int64, user: UserID, limit: Int) async throws -> [WebhookMessage]
    /// Claims up to `limit` pending messages due at `now` (the earliest first), each leased until
    /// `now + WebhookPolicy.lease`, with their endpoint.
    func claimWebhookMessages(at now: Date, limit: Int) async throws -> [(endpoint: WebhookEndpoint, message: WebhookMessage)]
    /// Records how an attempt of message `id` ended, at `now`.
    func finishWebhookMessage(_ id: Int64, result: WebhookAttemptResult, at now: Date) async throws
    /// Records the endpoint's failing state: `failingSince` (`nil` after a success) and, when
    /// `disabledAt` is set, disables it with `reason` and fails its pending messages.
    func setWebhookEndpointHealth(_ id: Int64, failingSince: Date?, disabledAt: Date?, reason: String?) async throws
}

/// A message queued by a write (`StoreChange.enqueueWebhookMessage`): its body is stored with
/// `insertedIDPlaceholder` replaced by the id of the batch's `insertedIndex`-th insert (the
/// check-in, habit or entry the event is about), so the event names the row the write made.
public struct WebhookMessageDraft: Sendable, Hashable {
    public var endpointID: Int64
    public var messageID: String
    public var type: String
    public var body: String
    /// The 0-based index, among the batch's inserts, whose id replaces the placeholder.
    public var insertedIndex: Int?

    /// A number no row ever has, written where the new row's id goes.
    public static let insertedIDPlaceholder: Int64 = -900_000_000_000_001

    public init(endpointID: Int64, messageID: String, type: String, body: String, insertedIndex: Int? = nil) {
        self.endpointID = endpointID
        self.messageID = messageID
        self.type = type
        self.body = body
        self.insertedIndex = insertedIndex
    }

    /// The body to store, given the ids the batch inserted so far (`concurrentChange`-free: an
    /// index out of range leaves the placeholder, which no reader mistakes for a row).
    public func resolvedBody(inserted: [Int64]) -> String {
        guard let index = insertedIndex, inserted.indices.contains(index) else { return body }
        return body.replacingOccurrences(of: String(Self.insertedIDPlaceholder), with: String(inserted[index]))
    }
}
