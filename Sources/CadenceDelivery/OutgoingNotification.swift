import CadenceCore
import CadenceLocalization
import Crypto
import Foundation

/// The HTTP request a firing becomes on a channel (docs/domain-rules.md §9 "Delivery"), built
/// purely so it can be tested without a network:
/// - webhook: `POST` of JSON `{"habit": {"id", "name"}, "day", "at", "message", "url"}` with
///   `X-Cadence-Signature: sha256=<hex HMAC-SHA256 of the body with the channel's secret>` and
///   `Idempotency-Key: <reminder id>-<day>`;
/// - ntfy: `POST` of the message text to the topic URL with `Title`, `Priority` and `Tags`;
/// - Apprise API: `POST` of JSON `{"title", "body", "type": "info"}` to its notify URL.
public struct OutgoingNotification: Sendable, Hashable {
    public let url: String
    public let headers: [(String, String)]
    public let body: Data

    public static func == (lhs: OutgoingNotification, rhs: OutgoingNotification) -> Bool {
        lhs.url == rhs.url && lhs.body == rhs.body && lhs.headers.map { "\($0.0):\($0.1)" } == rhs.headers.map { "\($0.0):\($0.1)" }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(body)
    }

    /// The header that carries a webhook's signature.
    public static let signatureHeader = "X-Cadence-Signature"

    public init(url: String, headers: [(String, String)], body: Data) {
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The request for `firing` on `channel`, worded in the receiver's language; `link` is the
    /// habit's page in the web app.
    public init(firing: ReminderFiring, channel: NotificationChannel, link: String, localizer: Localizer = .english) {
        let (title, message) = NotificationWording.reminder(firing, localizer)
        var headers: [(String, String)] = [("User-Agent", "Cadence")]
        let body: Data
        switch channel.kind {
        case .webhook:
            body = Self.json([
                "habit": ["id": firing.habitID, "name": firing.habitName] as [String: Any], "day": firing.day.description,
                "at": InstantText.text(firing.at), "message": message, "url": link,
            ])
            headers += [
                ("Content-Type", "application/json"), ("Idempotency-Key", "\(firing.reminderID)-\(firing.day)"),
                (Self.signatureHeader, "sha256=" + Self.signature(of: body, secret: channel.secret ?? "")),
            ]
        case .ntfy:
            body = Data(message.utf8)
            headers += [
                ("Content-Type", "text/plain; charset=utf-8"), ("Title", Self.headerSafe(title)), ("Priority", "default"),
                ("Tags", "bell"), ("Click", link),
            ]
        case .apprise:
            body = Self.json(["title": title, "body": message, "type": "info"])
            headers.append(("Content-Type", "application/json"))
        }
        self.init(url: channel.url, headers: headers, body: body)
    }

    /// The hex HMAC-SHA256 of `body` keyed with `secret`.
    public static func signature(of body: Data, secret: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: body, using: SymmetricKey(data: Data(secret.utf8)))
        return HexText.lowercase(code)
    }

    private static func json(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }

    /// A header value: printable ASCII as it is, anything else as an RFC 2047 encoded word
    /// (`=?UTF-8?B?…?=`, which ntfy reads).
    static func headerSafe(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }) { return text }
        return "=?UTF-8?B?" + Data(text.utf8).base64EncodedString() + "?="
    }
}
