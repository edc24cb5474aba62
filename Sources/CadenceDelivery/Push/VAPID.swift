import CadenceCore
import Crypto
import Foundation

/// Voluntary Application Server Identification (RFC 8292; docs/domain-rules.md "## §15 Web
/// Push"): every push request carries `Authorization: vapid t=<JWT>,k=<public key>` (no space
/// after the comma: RFC 7235 allows either, and some receivers, py-vapid among them, split on
/// the last space), the JWT
/// signed ES256 by the server's key with `aud` the endpoint's origin, `exp` at most 24 hours
/// ahead (Cadence uses 12) and `sub` the operator's contact (`CADENCE_PUSH_CONTACT`, a
/// `mailto:` or `https:` URI; no `sub` when it is not set).
public struct VAPID: Sendable {
    /// The environment variable of the operator's contact.
    public static let contactVariable = "CADENCE_PUSH_CONTACT"
    /// How long a token is valid.
    public static let lifetime: TimeInterval = 12 * 3_600

    let key: P256.Signing.PrivateKey
    /// The `sub` claim, or `nil`.
    public let contact: String?

    /// `keys` from the store; `nil` when its private key is not a P-256 scalar.
    public init?(keys: PushKey, contact: String?) {
        guard let raw = Base64URL.decode(keys.privateKey), let key = try? P256.Signing.PrivateKey(rawRepresentation: raw) else {
            return nil
        }
        self.key = key
        self.contact = contact
    }

    /// A new key pair for the store, made at `now`.
    public static func newKey(at now: Date) -> PushKey {
        let key = P256.Signing.PrivateKey()
        return PushKey(
            publicKey: Base64URL.encode(key.publicKey.x963Representation), privateKey: Base64URL.encode(key.rawRepresentation),
            createdAt: now)
    }

    /// The contact as configured: a `mailto:` or `https:` URI, or `nil` when unset; anything
    /// else is refused with a message for the operator.
    public static func contact(fromEnvironment value: String?) throws(CadenceError) -> String? {
        let text = (value ?? "").trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return nil }
        let lower = text.lowercased()
        guard (lower.hasPrefix("mailto:") && text.count > 7) || (lower.hasPrefix("https://") && text.count > 8), text.count <= 200,
            !text.contains(where: { $0.isWhitespace || $0 == "\"" })
        else {
            throw CadenceError(.channelInvalid, field: contactVariable, "\(contactVariable) is a mailto: or https: URI")
        }
        return text
    }

    /// The public key as the browser's `applicationServerKey` and the `k` parameter want it.
    public var publicKey: String { Base64URL.encode(key.publicKey.x963Representation) }

    /// The origin of `endpoint` (scheme, host and a port that is not the default).
    public static func audience(of endpoint: String) -> String? {
        guard let components = URLComponents(string: endpoint), let scheme = components.scheme?.lowercased(),
            let host = components.percentEncodedHost, !host.isEmpty
        else { return nil }
        let port = components.port.map { ":\($0)" } ?? ""
        return "\(scheme)://\(host.lowercased())\(port)"
    }

    /// The signed JWT for `audience`, valid until `now` + `lifetime`.
    public func token(audience: String, now: Date) -> String {
        let header = #"{"typ":"JWT","alg":"ES256"}"#
        var claims: [String: Any] = [
            "aud": audience, "exp": NumericBoundary.clamped(now.timeIntervalSince1970 + Self.lifetime, rounding: .down, to: 0...Int.max),
        ]
        if let contact { claims["sub"] = contact }
        let body = (try? JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        let signingInput = Base64URL.encode(Data(header.utf8)) + "." + Base64URL.encode(body)
        let signature = (try? key.signature(for: Data(signingInput.utf8)).rawRepresentation) ?? Data()
        return signingInput + "." + Base64URL.encode(signature)
    }

    /// The `Authorization` header's value for a request to `endpoint`.
    public func authorization(endpoint: String, now: Date) -> String? {
        guard let audience = Self.audience(of: endpoint) else { return nil }
        return "vapid t=\(token(audience: audience, now: now)),k=\(publicKey)"
    }
}
