import Hummingbird

/// Refuses anonymous requests with 401 before any route runs.
struct RequireSignInMiddleware: RouterMiddleware {
    typealias Context = CadenceRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        _ = try context.requireUser()
        return try await next(request, context)
    }
}
