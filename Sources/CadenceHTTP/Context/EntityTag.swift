import CadenceCore
import Crypto
import Foundation

/// Strong entity tags (RFC 9110 §8.8.3) of the derived answers, and `If-None-Match` matching
/// (§13.1.2), for HTTP revalidation (docs/api.md "Caching of derived answers").
///
/// A derived answer is a pure function of the user's stored facts, their current day and the
/// route (query included); the facts are summed up by the user's data revision, which the store
/// raises in the same transaction as any change. So the tag names exactly those four, plus the
/// contract they are written in (`variant`, a digest of the OpenAPI document), so that a server
/// whose answers change shape does not confirm a client's copy in the old shape:
/// `"<variant>-<user>-<revision>-<day>-<route>"`.
package enum EntityTag {
    /// A short digest of `text` (the OpenAPI document), the tag's first part.
    package static func variant(of text: String) -> String {
        String(HexText.lowercase(SHA256.hash(data: Data(text.utf8))).prefix(12))
    }

    /// The quoted strong tag of `route`'s answer for `user` at `revision` on `day`. The route's
    /// characters outside the tag alphabet (`"`, controls, spaces, non-ASCII) and commas (which
    /// separate tags in `If-None-Match`) become `_`.
    package static func derived(variant: String, user: UserID, revision: Int64, day: Day, route: String) -> String {
        var safeRoute = String.UnicodeScalarView()
        for scalar in route.unicodeScalars {
            safeRoute.append(isTagCharacter(scalar) ? scalar : "_")
        }
        return "\"\(variant)-\(user)-\(revision)-\(day)-\(String(safeRoute))\""
    }

    /// Visible ASCII but `"` (RFC 9110 `etagc`) and `,` (which separates tags in a list).
    private static func isTagCharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0x21...0x7E).contains(scalar.value) && scalar != "\"" && scalar != ","
    }

    /// Whether an `If-None-Match` field value (`*`, or a comma-separated list of tags, weak or
    /// strong) matches `tag` by the weak comparison RFC 9110 §13.1.2 asks for.
    package static func ifNoneMatch(_ field: String, matches tag: String) -> Bool {
        let opaque = tag.hasPrefix("W/") ? tag.dropFirst(2) : Substring(tag)
        for candidate in field.split(separator: ",") {
            var item = candidate.trimmingCharacters(in: .whitespaces)[...]
            if item == "*" { return true }
            if item.hasPrefix("W/") { item = item.dropFirst(2) }
            if item == opaque { return true }
        }
        return false
    }
}
