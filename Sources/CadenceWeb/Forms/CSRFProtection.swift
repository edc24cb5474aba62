import CadenceCore
import CadenceHTTP
import Crypto
import Foundation
import Hummingbird

/// Cross-site request forgery protection for the web app's forms (docs/web.md "CSRF").
///
/// A signed-in browser's token is derived from its session secret (the HttpOnly cookie), so any
/// server process can check it without shared state and another site can't know it. Before
/// sign-in the token is a double-submit one: a random `cadence_csrf` cookie (SameSite=Strict,
/// HttpOnly) that the form repeats.
enum CSRFProtection {
    /// The form field every web form carries.
    static let fieldName = "csrf"
    /// The pre-sign-in cookie.
    static let cookieName = "cadence_csrf"

    /// The token for a request: derived from its session cookie when there is one, else the
    /// `cadence_csrf` cookie's value, else `nil` (a fresh one must be issued).
    static func token(for request: Request) -> String? {
        if let session = request.cookies[SessionCookie.name]?.value, !session.isEmpty {
            return derived(fromSession: session)
        }
        if let anonymous = request.cookies[cookieName]?.value, anonymous.count >= 32 {
            return anonymous
        }
        return nil
    }

    /// The token belonging to a session secret.
    static func derived(fromSession secret: String) -> String {
        HexText.lowercase(SHA256.hash(data: Data("cadence-csrf:\(secret)".utf8)))
    }

    /// A fresh random pre-sign-in token and the cookie that carries it.
    static func issue(secure: Bool) -> (token: String, cookie: Cookie) {
        let token = SecretToken.generate(prefix: "csrf_")
        let cookie = Cookie(name: cookieName, value: token, path: "/", secure: secure, httpOnly: true, sameSite: .strict)
        return (token, cookie)
    }

    /// Whether `submitted` is the request's token (compared in constant time).
    static func isValid(_ submitted: String?, for request: Request) -> Bool {
        guard let submitted, let expected = token(for: request) else { return false }
        let left = Array(submitted.utf8)
        let right = Array(expected.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }
}
