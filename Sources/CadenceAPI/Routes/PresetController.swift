import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/presets`: the static catalog of habit presets (docs/domain-rules.md §2), read-only.
struct PresetController {
    typealias Context = CadenceRequestContext

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.get("{id}", use: show)
        return routes
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        _ = try context.requireUser()
        return try JSONResponse.make(PresetCatalog.all.map(PresetJSON.init))
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        _ = try context.requireUser()
        let id = context.parameters.get("id") ?? ""
        guard let preset = PresetCatalog.preset(id: id) else {
            throw HTTPRefusal.notFound("there is no preset '\(id)'; see GET /api/v1/presets")
        }
        return try JSONResponse.make(PresetJSON(preset))
    }
}
