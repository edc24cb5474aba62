import Foundation
import Hummingbird

/// The browser session cookie: `cadence_session`, HttpOnly, SameSite=Lax, path `/`, and
/// `Secure` when the server is configured for HTTPS. It holds the session's random token.
package enum SessionCookie {
    package static let name = "cadence_session"

    /// The cookie that signs a browser in for `lifetime` seconds.
    package static func signedIn(token: String, lifetime: TimeInterval, secure: Bool) -> Cookie {
        Cookie(name: name, value: token, maxAge: Int(lifetime), path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// The cookie that makes the browser forget the session.
    package static func signedOut(secure: Bool) -> Cookie {
        Cookie(name: name, value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
