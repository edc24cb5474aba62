import CadenceCore
import Foundation

/// The HTTP request one push message becomes (RFC 8030; docs/domain-rules.md "## §15 Web
/// Push"): `POST` of the encrypted body to the subscription's endpoint with `Content-Encoding:
/// aes128gcm`, `TTL` (how long the push service may keep it: an hour for a reminder, ten minutes
/// for a test), `Urgency` (`high` for a reminder, `normal` for a test) and the VAPID
/// `Authorization`. Sent by `HTTPNotificationSender` under the same destination rules as every
/// channel.
public enum WebPushRequest {
    /// Why no request could be made.
    public enum Failure: Error, Sendable, Hashable {
        case invalidKeys
        case invalidEndpoint
    }

    /// The request for `message` to `subscription`, signed with `vapid` at `now`.
    public static func make(_ message: PushMessage, to subscription: PushSubscription, vapid: VAPID, now: Date) throws(Failure)
        -> OutgoingNotification
    {
        guard let p256dh = Base64URL.decode(subscription.p256dh), let auth = Base64URL.decode(subscription.auth) else {
            throw .invalidKeys
        }
        let body: Data
        do {
            body = try WebPushEncryption.encrypt(message.json, p256dh: p256dh, auth: auth)
        } catch {
            throw .invalidKeys
        }
        guard let authorization = vapid.authorization(endpoint: subscription.endpoint, now: now) else { throw .invalidEndpoint }
        let reminder = message.kind == .reminder
        let headers: [(String, String)] = [
            ("User-Agent", "Cadence"), ("Content-Type", "application/octet-stream"), ("Content-Encoding", "aes128gcm"),
            ("TTL", reminder ? "3600" : "600"), ("Urgency", reminder ? "high" : "normal"), ("Authorization", authorization),
        ]
        return OutgoingNotification(url: subscription.endpoint, headers: headers, body: body)
    }
}
