import CadenceHTTP
import CadenceLocalization
import Hummingbird

/// Unknown addresses outside the API answer an HTML page (docs/web.md "HEAD and unknown
/// pages"): a 404 that says so and links home, never the API's JSON. Paths under `/api/`,
/// `/mcp`, `/calendar/`, `/healthz`, `/readyz` and `/metrics` keep their JSON answers for their clients.
/// The page is in the browser's language (docs/domain-rules.md §23).
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
            let localizer = Localizer(WebLanguage.choose(setting: nil, acceptLanguage: WebLanguage.header(of: request)))
            let message = localizer.localized("There is no page at this address. It may have moved, or the link is mistyped.")
            let page = ErrorPage(status: 404, message: message, text: WebText(localizer))
            let document = PageLayout.document(title: page.title, body: page.body, chrome: nil, localizer: localizer)
            return WebResponse.html(document, status: .notFound)
        }
    }
}
