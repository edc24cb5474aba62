import Foundation

/// A person's webhook endpoint (docs/domain-rules.md "§21 Outgoing events
/// (webhooks)"): where Cadence posts the events it subscribes to, signed by the Standard
/// Webhooks scheme with `secret` (`whsec_` and base64). An endpoint failing for
/// `WebhookPolicy.disableAfter` is disabled (`disabledAt`, with `disabledReason` for its owner).
public struct WebhookEndpoint: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var url: String
    public var events: [WebhookEventType]
    /// `whsec_` and the base64 of the signing key; answered once, when the endpoint is added.
    public var secret: String
    public var createdAt: Date
    /// Since when every attempt has failed (`nil`: the last attempt went through, or none yet).
    public var failingSince: Date?
    /// When Cadence stopped sending to it after a day of failures (`nil`: enabled).
    public var disabledAt: Date?
    /// Why it was disabled, for its owner.
    public var disabledReason: String?

    public init(
        id: Int64 = 0, url: String, events: [WebhookEventType], secret: String, createdAt: Date, failingSince: Date? = nil,
        disabledAt: Date? = nil, disabledReason: String? = nil
    ) {
        self.id = id
        self.url = url
        self.events = events
        self.secret = secret
        self.createdAt = createdAt
        self.failingSince = failingSince
        self.disabledAt = disabledAt
        self.disabledReason = disabledReason
    }

    /// Whether Cadence still sends to it.
    public var isEnabled: Bool { disabledAt == nil }

    /// Whether it subscribes to `type` (the test message goes to every endpoint tested).
    public func wants(_ type: WebhookEventType) -> Bool { isEnabled && events.contains(type) }

    /// The events as stored: `,name,name,` (so `,name,` finds one).
    public var storedEvents: String { "," + events.map(\.rawValue).joined(separator: ",") + "," }

    /// The events from their stored text (unknown names, from a newer version, are left out).
    public static func events(stored text: String) -> [WebhookEventType] {
        text.split(separator: ",").compactMap { WebhookEventType(rawValue: String($0)) }
    }

    /// The URL trimmed and checked as every outgoing destination is (docs/domain-rules.md §9
    /// "Where Cadence sends": http or https, a plain host, no credentials, at most 2,000
    /// characters, allowed by `policy`), or `webhookUrlInvalid` (field `url`).
    public static func validatedURL(_ text: String, policy: NotificationDestinationPolicy) throws(CadenceError) -> String {
        do {
            return try NotificationChannel.validatedURL(text, policy: policy)
        } catch {
            throw CadenceError(.webhookUrlInvalid, field: "url", error.message)
        }
    }
}
