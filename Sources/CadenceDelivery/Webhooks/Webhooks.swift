import CadenceCore
import CadenceServices
import Foundation

/// Managing a person's webhook endpoints (docs/domain-rules.md "§21 Outgoing events
/// (webhooks)"), for the command line, the API and the web app alike: add (the URL checked as
/// every outgoing destination — docs/domain-rules.md §9 "Where Cadence sends" — the events
/// known, a new `whsec_` secret answered once), list, delete, test (queued like any event) and
/// the delivery log.
public struct Webhooks: Sendable {
    let service: CadenceService
    let destinations: DestinationGuard

    public init(service: CadenceService, policy: NotificationDestinationPolicy = .default) {
        self.init(service: service, destinations: DestinationGuard(policy: policy))
    }

    public init(service: CadenceService, destinations: DestinationGuard) {
        self.service = service
        self.destinations = destinations
    }

    /// Adds an endpoint; the answer carries its secret (shown once).
    public func add(url: String, events: [String], for user: UserID) async throws -> WebhookEndpoint {
        let checked = try WebhookEndpoint.validatedURL(url, policy: destinations.policy)
        let types = try WebhookEventType.parse(events)
        if let host = URL(string: checked)?.host, case .refused = await destinations.check(host: host) {
            throw CadenceError(.webhookUrlInvalid, field: "url", NotificationChannel.destinationNotAllowed)
        }
        return try await service.addWebhookEndpoint(
            url: checked, events: types, secret: StandardWebhookSignature.newSecret(), for: user)
    }

    public func list(for user: UserID) async throws -> [WebhookEndpoint] {
        try await service.webhookEndpoints(of: user)
    }

    public func delete(_ id: Int64, for user: UserID) async throws {
        try await service.deleteWebhookEndpoint(id, of: user)
    }

    /// Queues a `webhook.test` message for the endpoint; the delivery loop sends it.
    public func test(_ id: Int64, for user: UserID) async throws -> WebhookMessage {
        try await service.queueWebhookTest(id, of: user)
    }

    /// The endpoint's recent deliveries, the latest first.
    public func log(_ id: Int64, for user: UserID, limit: Int = 50) async throws -> [WebhookMessage] {
        try await service.webhookDeliveries(of: id, for: user, limit: limit)
    }
}
