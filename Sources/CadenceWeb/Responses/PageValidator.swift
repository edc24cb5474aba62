import CadenceCore
import Crypto
import Foundation

/// The strong `ETag` of a cacheable page (docs/web.md "HTTP caching") and the `If-None-Match`
/// test. The tag is a digest of everything such a page is made of: this build
/// (`PageVersion`), the path and query (a filter, the `done`, `nothing` or `perfect` notices),
/// the user, the user's data revision (raised with any change of the user's facts or settings),
/// the user's current day, the session's CSRF token (its forms carry it) and the browser's theme.
enum PageValidator {
    /// What one page view depends on.
    struct Inputs {
        var path: String
        var query: String
        var user: UserID
        var revision: Int64
        var day: Day
        var csrf: String
        var theme: String
        /// The page's language tag (docs/domain-rules.md §23).
        var language: String = "en"
    }

    /// `"p-<32 hex digits>"`, quoted.
    static func etag(_ inputs: Inputs) -> String {
        let text = [
            "cadence-page-1", PageVersion.current, inputs.path, inputs.query, String(inputs.user), String(inputs.revision),
            inputs.day.description, inputs.csrf, inputs.theme, inputs.language,
        ].joined(separator: "\u{1F}")
        let digest = HexText.lowercase(SHA256.hash(data: Data(text.utf8)).prefix(16))
        return "\"p-\(digest)\""
    }

    /// Whether an `If-None-Match` header names `etag` (RFC 9110 §13.1.2: a list of tags,
    /// compared weakly, or `*`).
    static func matches(_ header: String?, _ etag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { part in
            var tag = part.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == etag
        }
    }
}
