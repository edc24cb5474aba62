import CadenceHTTP
import CadenceLocalization
import Foundation
import Hummingbird

/// What makes the web app installable (docs/web.md "Installable and offline"), served without
/// signing in: `GET /manifest.webmanifest` (name, start page, standalone display, colours,
/// icons), `GET /sw.js` (the service worker, at the root so that it may keep every page) and
/// `GET /favicon.ico` (the PNG icon; browsers ask for it on every site) and `GET /offline` (the
/// page the service worker answers with when a page it has not kept cannot be reached).
struct AppShellController {
    typealias Context = CadenceRequestContext

    let assets: WebAssets

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("manifest.webmanifest", use: manifest)
        routes.get("sw.js", use: serviceWorker)
        routes.get("favicon.ico", use: favicon)
        routes.get("offline", use: offline)
        return routes
    }

    /// The manifest's text: JSON written by hand (no user data in it).
    static let manifestJSON = """
        {
          "name": "Cadence",
          "short_name": "Cadence",
          "description": "Habits, health, money, to-dos and notes, tracked honestly.",
          "id": "/",
          "start_url": "/today",
          "scope": "/",
          "display": "standalone",
          "orientation": "portrait-primary",
          "background_color": "#f6f5f2",
          "theme_color": "#4f46e5",
          "icons": [
            { "src": "/assets/icon.svg", "sizes": "any", "type": "image/svg+xml" },
            { "src": "/assets/icon-192.png", "sizes": "192x192", "type": "image/png" },
            { "src": "/assets/icon-512.png", "sizes": "512x512", "type": "image/png" },
            { "src": "/assets/icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable" }
          ],
          "shortcuts": [
            { "name": "Today", "url": "/today" },
            { "name": "Health", "url": "/health" }
          ]
        }
        """

    @Sendable func manifest(_ request: Request, context: Context) async throws -> Response {
        file(Data(Self.manifestJSON.utf8), type: "application/manifest+json", cache: "public, max-age=3600")
    }

    @Sendable func serviceWorker(_ request: Request, context: Context) async throws -> Response {
        guard let worker = assets.files["sw.js"] else { throw HTTPError(.notFound) }
        var response = file(worker.bytes, type: worker.contentType, cache: "no-cache")
        response.headers.set("Service-Worker-Allowed", "/")
        return response
    }

    @Sendable func favicon(_ request: Request, context: Context) async throws -> Response {
        guard let icon = assets.files["icon-192.png"] else { throw HTTPError(.notFound) }
        return file(icon.bytes, type: icon.contentType, cache: "public, max-age=86400")
    }

    /// The offline page: the same for everyone (no account, no data), so the worker keeps it; in
    /// the browser's language.
    @Sendable func offline(_ request: Request, context: Context) async throws -> Response {
        let text = WebText(Localizer(WebLanguage.choose(setting: nil, acceptLanguage: WebLanguage.header(of: request))))
        return WebResponse.html(
            PageLayout.document(title: text.localized("Offline"), body: OfflinePage.body(text), chrome: nil, localizer: text.localizer))
    }

    private func file(_ bytes: Data, type: String, cache: String) -> Response {
        let buffer = ByteBuffer(bytes: bytes)
        return Response(
            status: .ok,
            headers: [
                .contentType: type, .contentLength: String(buffer.readableBytes), .cacheControl: cache, .xContentTypeOptions: "nosniff",
            ],
            body: ResponseBody(byteBuffer: buffer))
    }
}
