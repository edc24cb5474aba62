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
        return try await visit.cachedPage("Achievements", section: .achievements, cache: pages) { _ in
            let user = try visit.user()
            let service = dependencies.service
            let report = try await service.progress(for: user, recentTransactions: Self.recentTransactions)
            let page = AchievementsPage(report: report, calendar: try await service.calendar(for: user))
            return .body(page.body)
        }
    }
}
