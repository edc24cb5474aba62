import CadenceCore
import CadenceServices
import Crypto
import Foundation
import Hummingbird

/// The device cookie of OWASP's "Slow down online guessing attacks with device cookies"
/// (docs/domain-rules.md §8 "Device cookies"): a browser or client that signed in to an account
/// successfully receives `cadence_device`, and its later failed sign-ins to that account count
/// against that device only, so a lockout of unknown devices never blocks it.
///
/// The value is `<issued>.<nonce>.<mac>`: the issue instant (whole seconds since 1970), 128
/// random bits, and the HMAC-SHA256, with the server's device key, of the account's username
/// key, the instant and the nonce. It names the account without showing it: a cookie is valid
/// only for the username whose key it was signed with, for `lifetime` seconds. HttpOnly,
/// SameSite=Lax, path `/`, `Secure` when the server is behind HTTPS.
package struct DeviceCookie: Sendable {
    package static let name = "cadence_device"
    /// How long a device cookie is honoured (and kept by the browser): 365 days.
    package static let lifetimeSeconds = 365 * 86_400
    package static let lifetime = TimeInterval(lifetimeSeconds)

    private let key: SymmetricKey

    /// A device cookie signer with `key` (`ServerConfiguration.deviceKey`).
    package init(key: Data) {
        self.key = SymmetricKey(data: key)
    }

    /// A new device cookie value for `username`, issued at `now`.
    package func value(for username: String, now: Date) -> String {
        let issued = String(Self.seconds(now))
        let nonce = Self.base64URL(SymmetricKey(size: .bits128).withUnsafeBytes { Data($0) })
        return "\(issued).\(nonce).\(Self.base64URL(mac(username: username, issued: issued, nonce: nonce)))"
    }

    /// The cookie a successful sign-in to `username` sets.
    package func cookie(for username: String, now: Date, secure: Bool) -> Cookie {
        Cookie(
            name: Self.name, value: value(for: username, now: now), maxAge: Self.lifetimeSeconds, path: "/", secure: secure,
            httpOnly: true, sameSite: .lax)
    }

    /// The device's id (its nonce) when `value` is a device cookie this server signed for
    /// `username` less than `lifetime` ago; `nil` for anything else (absent, forged, another
    /// account's, expired, from the future).
    package func device(in value: String?, username: String, now: Date) -> String? {
        guard let value, value.utf8.count <= 200 else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let issuedAt = Int64(parts[0]), let mac = Self.data(base64URL: parts[2]) else { return nil }
        let age = Self.seconds(now) - issuedAt
        guard age >= -60, TimeInterval(age) < Self.lifetime, !parts[1].isEmpty else { return nil }
        let message = Self.message(username: username, issued: parts[0], nonce: parts[1])
        guard HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: message, using: key) else { return nil }
        return parts[1]
    }

    private func mac(username: String, issued: String, nonce: String) -> Data {
        Data(HMAC<SHA256>.authenticationCode(for: Self.message(username: username, issued: issued, nonce: nonce), using: key))
    }

    private static func message(username: String, issued: String, nonce: String) -> Data {
        Data("cadence-device-v1\u{1F}\(AccountValidator.usernameKey(username))\u{1F}\(issued)\u{1F}\(nonce)".utf8)
    }

    private static func seconds(_ instant: Date) -> Int64 {
        NumericBoundary.clamped64(instant.timeIntervalSince1970, rounding: .down)
    }

    private static func base64URL(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    private static func data(base64URL text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        return Data(base64Encoded: base64)
    }
}
