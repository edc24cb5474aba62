import CadenceCore
import CadenceServices
import Foundation

/// Managing Web Push for the API and the command line (docs/domain-rules.md "## §15 Web
/// Push"): the server's public key (the key pair is made the first time it is asked for), a
/// user's subscriptions — added after the same destination checks as a channel, listed,
/// deleted, tested — and the key's rotation.
public struct PushSubscriptions: Sendable {
    let service: CadenceService
    let destinations: DestinationGuard
    /// The operator's contact for the VAPID `sub` claim (`CADENCE_PUSH_CONTACT`).
    let contact: String?

    public init(service: CadenceService, policy: NotificationDestinationPolicy = .default, contact: String?) {
        self.init(service: service, destinations: DestinationGuard(policy: policy), contact: contact)
    }

    public init(service: CadenceService, destinations: DestinationGuard, contact: String?) {
        self.service = service
        self.destinations = destinations
        self.contact = contact
    }

    /// The fixed reason a test gives when the push service called the subscription gone (404 or
    /// 410): the subscription was removed.
    public static let expired = "subscription expired"
    /// The fixed reason when the message could not be made from the subscription's keys.
    public static let invalidKeys = "invalid subscription keys"

    /// The server's public key (base64url, an uncompressed P-256 point), made once per server.
    public func publicKey() async throws -> String {
        try await vapid().publicKey
    }

    /// The signer for the stored key pair, making the pair the first time.
    func vapid() async throws -> VAPID {
        let keys = try await service.pushKey { [now = service.now] in VAPID.newKey(at: now) }
        guard let vapid = VAPID(keys: keys, contact: contact) else {
            throw CadenceError(.channelInvalid, field: "publicKey", "the stored push key is not a P-256 key: run `cadence push rotate-keys`")
        }
        return vapid
    }

    /// Adds (or renews) a browser's subscription from its `PushSubscription.toJSON()` fields,
    /// after the checks of `PushSubscription.validated`, the point's validity and the
    /// destination's addresses now (a name that resolves to nothing yet is accepted: every send
    /// checks again).
    public func add(endpoint: String, p256dh: String, auth: String, userAgent: String, for user: UserID) async throws -> PushSubscription {
        let subscription = try PushSubscription.validated(
            endpoint: endpoint, p256dh: p256dh, auth: auth, device: userAgent, createdAt: service.now, policy: destinations.policy)
        guard let point = Base64URL.decode(subscription.p256dh), WebPushEncryption.isValidPublicKey(point) else {
            throw CadenceError(.channelInvalid, field: "keys.p256dh", "keys.p256dh is not a point on P-256")
        }
        if let host = URL(string: subscription.endpoint)?.host, case .refused = await destinations.check(host: host) {
            throw CadenceError(.channelInvalid, field: "endpoint", NotificationChannel.destinationNotAllowed)
        }
        _ = try await vapid()
        return try await service.addPushSubscription(subscription, for: user)
    }

    public func list(for user: UserID) async throws -> [PushSubscription] {
        try await service.pushSubscriptions(of: user)
    }

    public func delete(_ id: Int64, for user: UserID) async throws {
        try await service.deletePushSubscription(id, of: user)
    }

    /// Sends one test message to the user's subscription `id` now (nothing claimed or logged);
    /// a push service answering 404 or 410 removes the subscription.
    public func test(_ id: Int64, for user: UserID, sender: any NotificationSending, link: String = "/today") async throws -> SendOutcome {
        guard let subscription = try await list(for: user).first(where: { $0.id == id }) else {
            throw CadenceError(.notFound, field: "id", "no push subscription with id \(id)")
        }
        var languages = DeliveryLanguages(service: service)
        let message = PushMessage.test(day: try await service.today(for: user), url: link, localizer: await languages.localizer(for: user))
        let request: OutgoingNotification
        do {
            request = try WebPushRequest.make(message, to: subscription, vapid: try await vapid(), now: service.now)
        } catch {
            return .failed(reason: Self.invalidKeys, retryable: false)
        }
        let outcome = await sender.send(request)
        if outcome.isGone {
            try? await service.deletePushSubscription(id, of: user)
            return .failed(reason: Self.expired, retryable: false)
        }
        return outcome
    }

    /// Replaces the key pair and deletes every subscription (`cadence push rotate-keys`): each
    /// app subscribes again with the new key when it next opens. Answers the new public key and
    /// how many subscriptions went.
    public func rotateKeys() async throws -> (publicKey: String, removed: Int) {
        let key = VAPID.newKey(at: service.now)
        let removed = try await service.rotatePushKey(to: key)
        return (key.publicKey, removed)
    }
}

extension SendOutcome {
    /// Whether a push service said the subscription is gone for good (404 or 410, RFC 8030 §7.3).
    public var isGone: Bool {
        if case .failed(let reason, _) = self { return reason == "HTTP 404" || reason == "HTTP 410" }
        return false
    }
}
