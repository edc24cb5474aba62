import CadenceCore
import Crypto
import Foundation

/// The Standard Webhooks signature (https://www.standardwebhooks.com; docs/domain-rules.md
/// "§21 Outgoing events (webhooks)"): `v1,` and the base64 of the HMAC-SHA256 of
/// `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the bytes whose base64 follows `whsec_`
/// in the secret. swift-crypto computes the HMAC.
public enum StandardWebhookSignature {
    /// The header carrying the message id, the same on every attempt.
    public static let idHeader = "webhook-id"
    /// The header carrying the attempt's instant, whole seconds since 1970.
    public static let timestampHeader = "webhook-timestamp"
    /// The header carrying the signatures (one, `v1,…`).
    public static let signatureHeader = "webhook-signature"
    /// The prefix of a secret.
    public static let secretPrefix = "whsec_"

    /// `v1,<base64>` for the message, or `nil` when `secret` is not `whsec_` and base64.
    public static func sign(messageID: String, timestamp: Int64, body: Data, secret: String) -> String? {
        guard let key = key(of: secret) else { return nil }
        var signed = Data("\(messageID).\(timestamp).".utf8)
        signed.append(body)
        let code = HMAC<SHA256>.authenticationCode(for: signed, using: key)
        return "v1," + Data(code).base64EncodedString()
    }

    /// The signing key: the base64 (standard or URL-safe, padded or not) after `whsec_`.
    static func key(of secret: String) -> SymmetricKey? {
        guard secret.hasPrefix(secretPrefix) else { return nil }
        var text = secret.dropFirst(secretPrefix.count).replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        guard let bytes = Data(base64Encoded: text), !bytes.isEmpty else { return nil }
        return SymmetricKey(data: bytes)
    }

    /// A new secret: `whsec_` and the base64 of 32 random bytes.
    public static func newSecret() -> String {
        secretPrefix + SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }.base64EncodedString()
    }

    /// The request one attempt of `message` to `endpoint` is, at `now`.
    public static func request(for message: WebhookMessage, to endpoint: WebhookEndpoint, at now: Date) -> OutgoingNotification {
        let body = Data(message.body.utf8)
        let timestamp = NumericBoundary.clamped64(now.timeIntervalSince1970.rounded(.down))
        var headers: [(String, String)] = [
            ("User-Agent", "Cadence"), ("Content-Type", "application/json"), (idHeader, message.messageID),
            (timestampHeader, String(timestamp)),
        ]
        if let signature = sign(messageID: message.messageID, timestamp: timestamp, body: body, secret: endpoint.secret) {
            headers.append((signatureHeader, signature))
        }
        return OutgoingNotification(url: endpoint.url, headers: headers, body: body)
    }
}
