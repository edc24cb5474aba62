import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The overview page (docs/web.md "overview"; docs/domain-rules.md §5): `GET /overview`, from the same
/// `CadenceService.overview` and `weeklyCompletion` calls as the API's `GET /api/v1/overview`
/// and `GET /api/v1/analytics` (struggling is the rows' own `isStruggling`, as
/// `strugglingHabits` filters them).
struct OverviewController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies
    /// The page's `ETag` and kept copy (docs/web.md "HTTP caching").
    let pages: WebPageCache

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("overview", use: show)
        return routes
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        return try await visit.cachedPage("Overview", section: .overview, cache: pages) { localizer in
            let user = try visit.user()
            let service = dependencies.service
            let page = OverviewPage(
                rows: try await service.overview(for: user), week: try await service.weeklyCompletion(for: user),
                today: try await service.today(for: user), text: WebText(localizer))
            return .body(page.body)
        }
    }
}
