import Foundation
import Hummingbird

/// A one-time confirmation carried across a redirect (docs/web.md "Decisions"): "Created
/// Read.", "Saved.", "Moved up.", "Deleted Read." An action's redirect sets it in a short-lived
/// cookie; the next signed-in page shows it once (`#page-notice`) and clears it, so the
/// redirect's address stays the same.
enum PageNotice {
    static let cookieName = "cadence_notice"
    /// The longest notice kept.
    static let maximumLength = 200

    /// The cookie that carries `text` to the next page.
    static func cookie(_ text: String, secure: Bool) -> Cookie {
        let value = String(text.prefix(maximumLength)).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return Cookie(name: cookieName, value: value, maxAge: 60, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// The notice a request carries, if any.
    static func text(in request: Request) -> String? {
        guard let value = request.cookies[cookieName]?.value, !value.isEmpty,
            let text = value.removingPercentEncoding, !text.isEmpty
        else { return nil }
        return String(text.prefix(maximumLength))
    }

    /// The cookie that clears the notice once shown.
    static func clearing(secure: Bool) -> Cookie {
        Cookie(name: cookieName, value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
