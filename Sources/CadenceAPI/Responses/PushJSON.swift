import CadenceCore
import CadenceDelivery
import CadenceServices

/// `GET /api/v1/push/key`: `{"publicKey"}` (docs/domain-rules.md "§15 Web Push").
struct PushKeyJSON: Encodable {
    let publicKey: String
}

/// A push subscription as the API shows it: `{"id", "endpoint", "createdAt", "device"}` (the
/// browser's keys are never answered).
struct PushSubscriptionJSON: Encodable {
    let id: Int64
    let endpoint: String
    let createdAt: String
    let device: String

    init(_ subscription: PushSubscription) {
        id = subscription.id
        endpoint = subscription.endpoint
        createdAt = ContractJSON.instant(subscription.createdAt)
        device = subscription.device
    }
}

/// `POST /api/v1/push/subscriptions/{id}/test`: `{"delivered": true}` or `{"delivered": false,
/// "reason"}` — a fixed short reason (`destination not allowed`, `could not connect`, `timed out`,
/// `HTTP 503`, `subscription expired`, `invalid subscription keys`), never an error's text.
struct PushTestJSON: Encodable {
    let delivered: Bool
    let reason: String?

    init(_ outcome: SendOutcome) {
        delivered = outcome.isDelivered
        reason = outcome.isDelivered ? nil : outcome.summary
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(delivered, forKey: .delivered)
        if let reason { try container.encode(reason, forKey: .reason) }
    }

    private enum CodingKeys: String, CodingKey {
        case delivered, reason
    }
}
