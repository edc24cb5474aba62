import CadenceCore
import CadenceHTTP
import CadenceLocalization
import Hummingbird

/// What a cacheable page's renderer answers: the page's content, or another answer (a
/// redirect to onboarding) that is never cached.
enum PageOutcome {
    case body(HTML)
    case other(Response)
}

extension WebVisit {
    /// A signed-in page that is a function of the user's stored facts and day only (Today, the
    /// overview, achievements; docs/web.md "HTTP caching"): sent with a strong `ETag` and
    /// `Cache-Control: private, no-cache`, answered `304 Not Modified` when the browser's
    /// `If-None-Match` names it, and sent again from the server's copy (`WebPageCache`) while
    /// the tag is unchanged, without reading the store.
    ///
    /// Not cached (rendered and sent with `no-store` as any page): a visit without a browser
    /// session (an API token, a pre-sign-in CSRF cookie) and a visit that shows a one-time
    /// notice (`PageNotice`, cleared by the answer).
    func cachedPage(
        _ title: String, section: PageSection, cache: WebPageCache, render: (Localizer) async throws -> PageOutcome
    ) async throws -> Response {
        guard let identity = context.identity, case .session(let session) = identity.credential,
            PageNotice.text(in: request) == nil
        else {
            let localizer = try await localizer()
            switch try await render(localizer) {
            case .body(let body): return try await page(title, section: section, body: body)
            case .other(let response): return response
            }
        }
        let user = identity.user
        let revision = identity.dataRevision
        let known: (calendar: UserCalendar, locale: String?)
        if let kept = cache.calendar(of: user, at: revision) {
            known = kept
        } else {
            // Read after the revision (which came with the session): never older than it.
            let settings = try await service.settings(of: user)
            known = (try UserCalendar(settings: settings), settings.locale)
            cache.remember(known.calendar, locale: known.locale, of: user, at: revision)
        }
        // The language is the account's (its change is a new revision) or the browser's, so it is
        // part of the tag (docs/domain-rules.md §23).
        let localizer = Localizer(WebLanguage.choose(setting: known.locale, acceptLanguage: WebLanguage.header(of: request)))
        let path = request.uri.path
        let etag = PageValidator.etag(
            PageValidator.Inputs(
                path: path, query: request.uri.query ?? "", user: user, revision: revision,
                day: known.calendar.day(containing: dependencies.now), csrf: csrf, theme: theme ?? "system",
                language: localizer.language.tag))
        if PageValidator.matches(request.headers[.ifNoneMatch], etag) {
            return respond(WebResponse.notModified(etag: etag))
        }
        if let body = cache.page(user: user, session: session, path: path, etag: etag) {
            return respond(WebResponse.html(bytes: body, etag: etag))
        }
        switch try await render(localizer) {
        case .other(let response):
            return response
        case .body(let body):
            // Rendered from data at least as new as `revision`: the tag can only be early, and a
            // later revision makes another tag.
            let bytes = ByteBuffer(string: try await document(title, section: section, body: body, localizer: localizer).rendered)
            cache.store(bytes, etag: etag, user: user, session: session, path: path)
            return respond(WebResponse.html(bytes: bytes, etag: etag))
        }
    }
}
