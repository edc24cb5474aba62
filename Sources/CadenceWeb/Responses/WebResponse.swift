import Foundation
import Hummingbird

/// The web app's responses: HTML pages (with the security headers every page carries) and
/// post/redirect/get redirects.
enum WebResponse {
    /// Pages may load only Cadence's own script, styles and images; no framing, no inline script.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        + "frame-ancestors 'none'; form-action 'self'; base-uri 'none'"

    /// What a cacheable page may be kept as (docs/web.md "HTTP caching"): by this browser only,
    /// and checked with its `ETag` before each use.
    static let revalidatedCacheControl = "private, no-cache"

    /// An HTML page, not to be stored.
    static func html(_ document: HTML, status: HTTPResponse.Status = .ok) -> Response {
        html(bytes: ByteBuffer(string: document.rendered), status: status, etag: nil)
    }

    /// An HTML page; with an `etag`, one the browser may keep and revalidate.
    static func html(bytes: ByteBuffer, status: HTTPResponse.Status = .ok, etag: String?) -> Response {
        var headers = pageHeaders(etag: etag)
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.contentLength] = String(bytes.readableBytes)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: bytes))
    }

    /// `304 Not Modified` for a page whose `ETag` the browser already has.
    static func notModified(etag: String) -> Response {
        Response(status: .notModified, headers: pageHeaders(etag: etag))
    }

    /// `303 See Other` to `path` (a path on this site only).
    static func redirect(to path: String) -> Response {
        let target = path.hasPrefix("/") && !path.hasPrefix("//") ? path : "/"
        return Response(status: .seeOther, headers: [.location: target, .cacheControl: "no-store"])
    }

    private static func pageHeaders(etag: String?) -> HTTPFields {
        var headers: HTTPFields = [
            .contentSecurityPolicy: contentSecurityPolicy,
            .xContentTypeOptions: "nosniff",
        ]
        headers.set("Referrer-Policy", "same-origin")
        if let etag {
            headers[.cacheControl] = revalidatedCacheControl
            headers[.eTag] = etag
            // The page is the signed-in session's (its cookie), in the browser's language unless
            // the account chose one (docs/domain-rules.md §23).
            headers[.vary] = "Cookie, Accept-Language"
        } else {
            headers[.cacheControl] = "no-store"
        }
        return headers
    }
}
