import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices
import Hummingbird

/// The home page (docs/web.md "Home"): `GET /`, the dashboard's cards from the same
/// `CadenceService.dashboard` call as the API's `GET /api/v1/dashboard`. A new account that has
/// not finished onboarding is sent to pick its first habits.
///
/// Home is every person's first page, so it is cached like Today (docs/web.md "HTTP caching"):
/// its cards are a function of the user's stored facts and day only, so it carries a strong
/// `ETag`, answers `304` to `If-None-Match`, and is sent again from the server's copy while the
/// user's data revision and day are unchanged.
struct DashboardController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies
    /// Home's `ETag` and kept copy (docs/web.md "HTTP caching").
    let pages: WebPageCache

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("/", use: home)
        return routes
    }

    @Sendable func home(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        return try await visit.cachedPage("Home", section: .home, cache: pages) { localizer in
            try await render(visit, localizer: localizer)
        }
    }

    /// Home's content: the dashboard's cards (one read of every area) and the user's calendar.
    private func render(_ visit: WebVisit, localizer: Localizer) async throws -> PageOutcome {
        let user = try visit.user()
        let service = dependencies.service
        if let onboarding = try await visit.onboardingRedirect(for: user) { return .other(onboarding) }
        let calendar = try await service.calendar(for: user)
        let page = DashboardPage(
            cards: try await service.dashboard(for: user), today: calendar.day(containing: dependencies.now),
            calendar: calendar, csrfField: visit.csrfField, text: WebText(localizer))
        return .body(page.body)
    }
}
