import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The home page (docs/web.md "Home"): `GET /`, the dashboard's cards from the same
/// `CadenceService.dashboard` call as the API's `GET /api/v1/dashboard`. A new account that has
/// not finished onboarding is sent to pick its first habits.
struct DashboardController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("/", use: home)
        return routes
    }

    @Sendable func home(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let service = dependencies.service
        if let onboarding = try await visit.onboardingRedirect(for: user) { return onboarding }
        let page = DashboardPage(
            cards: try await service.dashboard(for: user), today: try await service.today(for: user),
            calendar: try await service.calendar(for: user), csrfField: visit.csrfField)
        return try await visit.page("Home", section: .home, body: page.body)
    }
}
