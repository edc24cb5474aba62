import CadenceHTTP
import Hummingbird

/// Unknown addresses outside the API answer an HTML page (docs/web.md "HEAD and unknown
/// pages"): a 404 that says so and links home, never the API's JSON. Paths under `/api/`,
/// `/mcp`, `/calendar/`, `/healthz`, `/readyz` and `/metrics` keep their JSON answers for their clients.
package struct NotFoundPageMiddleware: RouterMiddleware {
    package typealias Context = CadenceRequestContext

    package init() {}

    /// Whether `path` belongs to a machine client, whose errors stay JSON.
    static func isMachinePath(_ path: String) -> Bool {
        ["/api/", "/mcp", "/calendar/", "/healthz", "/readyz", "/metrics"].contains { path.hasPrefix($0) } || path == "/api"
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound && !Self.isMachinePath(request.uri.path) {
            let page = ErrorPage(status: 404, message: "There is no page at this address. It may have moved, or the link is mistyped.")
            return WebResponse.html(PageLayout.document(title: page.title, body: page.body, chrome: nil), status: .notFound)
        }
    }
}
