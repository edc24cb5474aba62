import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/categories`: the four presets (seeded per user, never deletable) and the user's
/// own — list, get, add, rename, delete (their habits become uncategorized) and move.
struct CategoryController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.post(use: add)
        routes.get("{id}", use: show)
        routes.patch("{id}", use: rename)
        routes.delete("{id}", use: delete)
        routes.post("{id}/move", use: move)
        return routes
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(try await dependencies.service.categories(of: user).map(CategoryJSON.init))
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(CategoryInput.self, schema: "CategoryInput", from: request)
        let category = try await dependencies.service.addCategory(named: input.name, for: user)
        return try JSONResponse.make(
            CategoryJSON(category), status: .created, headers: [.location: "/api/v1/categories/\(category.id)"])
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "category")
        guard let category = try await dependencies.service.categories(of: user).first(where: { $0.id == id }) else {
            throw CadenceError(.notFound, field: "category", "no category with id \(id)")
        }
        return try JSONResponse.make(CategoryJSON(category))
    }

    @Sendable func rename(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "category")
        let input = try await dependencies.bodies.decode(CategoryInput.self, schema: "CategoryInput", from: request)
        let category = try await dependencies.service.renameCategory(id, to: input.name, for: user)
        return try JSONResponse.make(CategoryJSON(category))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await dependencies.service.deleteCategory(try PathParameters(context: context).id("id", of: "category"), for: user)
        return JSONResponse.noContent()
    }

    /// Moves a category to a 1-based position; answers the new order.
    @Sendable func move(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "category")
        let input = try await dependencies.bodies.decode(MoveInput.self, schema: "MoveInput", from: request)
        let categories = try await dependencies.service.moveCategory(id, toPosition: input.position, for: user)
        return try JSONResponse.make(categories.map(CategoryJSON.init))
    }
}
