import Foundation
import Hummingbird

/// The web app's responses: HTML pages (with the security headers every page carries) and
/// post/redirect/get redirects.
enum WebResponse {
    /// Pages may load only Cadence's own script, styles and images; no framing, no inline script.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        + "frame-ancestors 'none'; form-action 'self'; base-uri 'none'"

    /// An HTML page.
    static func html(_ document: HTML, status: HTTPResponse.Status = .ok) -> Response {
        let bytes = ByteBuffer(string: document.rendered)
        var headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8",
            .contentLength: String(bytes.readableBytes),
            .cacheControl: "no-store",
            .contentSecurityPolicy: contentSecurityPolicy,
            .xContentTypeOptions: "nosniff",
        ]
        headers.set("Referrer-Policy", "same-origin")
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: bytes))
    }

    /// `303 See Other` to `path` (a path on this site only).
    static func redirect(to path: String) -> Response {
        let target = path.hasPrefix("/") && !path.hasPrefix("//") ? path : "/"
        return Response(status: .seeOther, headers: [.location: target, .cacheControl: "no-store"])
    }
}
