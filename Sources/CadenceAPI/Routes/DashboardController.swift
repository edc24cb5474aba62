import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `GET /api/v1/dashboard`: one card per area, derived from the stored facts
/// (docs/domain-rules.md §12 "Dashboard"; the same JSON as `cadence dashboard`).
struct DashboardController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: show)
        return routes
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(DashboardJSON(try await dependencies.service.dashboard(for: user)))
    }
}
