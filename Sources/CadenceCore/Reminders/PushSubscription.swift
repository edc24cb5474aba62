import Foundation

/// A browser's Web Push subscription (docs/domain-rules.md "§15 Web Push"): the push
/// service's endpoint and the keys RFC 8291 encrypts each message with — `p256dh`, the browser's
/// P-256 public key (65 bytes, uncompressed), and `auth`, its 16-byte secret — both base64url as
/// the browser's `PushSubscription.toJSON()` writes them. `device` is a short label of the
/// browser that subscribed (from its `User-Agent`), to tell the person's devices apart.
public struct PushSubscription: Sendable, Hashable, Identifiable {
    /// How many subscriptions one user may have (each browser or installed app is one).
    public static let maximumCount = 20
    /// The longest device label kept.
    public static let maximumDeviceLength = 80

    public var id: Int64
    public var endpoint: String
    public var p256dh: String
    public var auth: String
    public var device: String
    public var createdAt: Date

    public init(id: Int64 = 0, endpoint: String, p256dh: String, auth: String, device: String, createdAt: Date) {
        self.id = id
        self.endpoint = endpoint
        self.p256dh = p256dh
        self.auth = auth
        self.device = device
        self.createdAt = createdAt
    }

    /// A subscription's fields checked before they become a value (`channelInvalid` with the
    /// field at fault): the endpoint is an `https` URL the destination `policy` allows (`http`
    /// only for a destination the operator opted into: private networks allowed or a listed
    /// host), `keys.p256dh` 65 bytes beginning with `0x04`, `keys.auth` 16 bytes, both
    /// base64url (padding tolerated). Whether the point is on the curve is checked where the
    /// cryptography is (`CadenceDelivery`).
    public static func validated(
        endpoint: String, p256dh: String, auth: String, device: String, createdAt: Date, policy: NotificationDestinationPolicy
    ) throws(CadenceError) -> PushSubscription {
        let url: String
        do {
            url = try NotificationChannel.validatedURL(endpoint, policy: policy)
        } catch {
            throw CadenceError(.channelInvalid, field: "endpoint", error.message)
        }
        let scheme = URLComponents(string: url)?.scheme?.lowercased()
        let optedIn = policy.allowsPrivateNetworks || policy.allowedHosts != nil
        guard scheme == "https" || optedIn else {
            throw CadenceError(.channelInvalid, field: "endpoint", "a push endpoint is an https URL")
        }
        guard let key = Base64URL.decode(p256dh), key.count == 65, key.first == 0x04 else {
            throw CadenceError(.channelInvalid, field: "keys.p256dh", "keys.p256dh is not an uncompressed P-256 public key (65 bytes, base64url)")
        }
        guard let secret = Base64URL.decode(auth), secret.count == 16 else {
            throw CadenceError(.channelInvalid, field: "keys.auth", "keys.auth is not a 16-byte secret (base64url)")
        }
        return PushSubscription(
            endpoint: url, p256dh: Base64URL.encode(key), auth: Base64URL.encode(secret), device: deviceLabel(device),
            createdAt: createdAt)
    }

    /// A short label for a browser from its `User-Agent`: "iPhone", "Android phone", "Mac",
    /// "Windows", "Linux", "Chromebook" or "browser", with the browser's family when known.
    public static func deviceLabel(_ userAgent: String) -> String {
        let agent = userAgent.lowercased()
        let systems = [
            ("iphone", "iPhone"), ("ipad", "iPad"), ("android", "Android"), ("cros", "Chromebook"), ("macintosh", "Mac"),
            ("mac os", "Mac"), ("windows", "Windows"), ("linux", "Linux"),
        ]
        let browsers = [("firefox", "Firefox"), ("edg/", "Edge"), ("chrome", "Chrome"), ("chromium", "Chrome"), ("safari", "Safari")]
        var system = systems.first { agent.contains($0.0) }?.1 ?? ""
        if system == "Android" { system = agent.contains("mobile") ? "Android phone" : "Android tablet" }
        let browser = browsers.first { agent.contains($0.0) }?.1 ?? ""
        let label = [browser, system].filter { !$0.isEmpty }.joined(separator: " on ")
        return String((label.isEmpty ? "browser" : label).prefix(maximumDeviceLength))
    }
}
