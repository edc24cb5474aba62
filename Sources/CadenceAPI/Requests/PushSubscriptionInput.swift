/// The body of `POST /api/v1/push/subscriptions` (schema `PushSubscriptionCreate`): the browser's
/// `PushSubscription.toJSON()` — `{"endpoint", "expirationTime", "keys": {"p256dh", "auth"}}`.
struct PushSubscriptionInput: Codable, Sendable {
    struct Keys: Codable, Sendable {
        var p256dh: String
        var auth: String
    }

    var endpoint: String
    var expirationTime: Double?
    var keys: Keys
}
