import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/pauses` (docs/domain-rules.md §9 "Pauses"; the same rules and JSON as `cadence
/// pause`): list, pause habits for a range of days, and take a pause back.
struct PauseController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.post(use: pause)
        routes.post("undo", use: undo)
        return routes
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(try await dependencies.service.pauses(for: user).map(PauseJSON.init))
    }

    @Sendable func pause(_ request: Request, context: Context) async throws -> Response {
        try await change(request, context: context, undo: false)
    }

    @Sendable func undo(_ request: Request, context: Context) async throws -> Response {
        try await change(request, context: context, undo: true)
    }

    private func change(_ request: Request, context: Context, undo: Bool) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(PauseInput.self, schema: "PauseCreate", from: request)
        let habits = try await dependencies.service.pause(
            habits: input.habitIds, from: input.from, through: input.to, undo: undo, for: user)
        return try JSONResponse.make(
            PauseJSON(PauseRange(from: input.from, through: input.to, habits: habits)), status: undo ? .ok : .created)
    }
}
