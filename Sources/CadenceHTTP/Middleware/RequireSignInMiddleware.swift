import Hummingbird

/// Refuses anonymous requests with 401 before any route runs.
package struct RequireSignInMiddleware: RouterMiddleware {
    package typealias Context = CadenceRequestContext

    package init() {}

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        _ = try context.requireUser()
        return try await next(request, context)
    }
}
