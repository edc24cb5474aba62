import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The achievements page (docs/web.md "achievements"; docs/domain-rules.md §6): `GET /achievements`,
/// from the same `CadenceService.progress` call as the API's `GET /api/v1/progress`.
struct AchievementsController {
    typealias Context = CadenceRequestContext

    /// How many XP transactions the page lists.
    static let recentTransactions = 20

    let dependencies: ServerDependencies
    /// The page's `ETag` and kept copy (docs/web.md "HTTP caching").
    let pages: WebPageCache

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("achievements", use: show)
        return routes
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        // Challenge medals depend on other people's days too, which the page cache's key does not
        // follow: a person with medals gets the page rendered afresh (docs/web.md "Partners").
        let medals = dependencies.configuration.partnersEnabled ? try await dependencies.service.challengeMedals(for: try visit.user()) : []
        if !medals.isEmpty {
            let user = try visit.user()
            let report = try await dependencies.service.progress(for: user, recentTransactions: Self.recentTransactions)
            var page = AchievementsPage(report: report, calendar: try await dependencies.service.calendar(for: user))
            let localizer = try await visit.localizer()
            page.medals = medals
            page.text = WebText(localizer)
            return try await visit.page("Achievements", section: .achievements, body: page.body, localizer: localizer)
        }
        return try await visit.cachedPage("Achievements", section: .achievements, cache: pages) { localizer in
            let user = try visit.user()
            let service = dependencies.service
            let report = try await service.progress(for: user, recentTransactions: Self.recentTransactions)
            var page = AchievementsPage(report: report, calendar: try await service.calendar(for: user))
            page.text = WebText(localizer)
            return .body(page.body)
        }
    }
}
