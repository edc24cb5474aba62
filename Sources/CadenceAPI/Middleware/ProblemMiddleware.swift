import CadenceHTTP
import Hummingbird
import Logging

/// Turns every error a route throws into an `application/problem+json` response, through
/// `ProblemMapping` (the one place statuses are chosen). Unexpected errors are logged here,
/// with the request's id; their text never reaches the client. When the router finds no
/// route, but the OpenAPI document has the path with other methods, the answer is 405 with
/// `Allow` rather than 404.
package struct ProblemMiddleware: RouterMiddleware {
    package typealias Context = CadenceRequestContext

    package let document: OpenAPIDocument

    package init(document: OpenAPIDocument) {
        self.document = document
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            var error = error
            if let miss = error as? HTTPError, miss.status == .notFound {
                let allowed = document.methods(ofPath: request.uri.path)
                if !allowed.isEmpty { error = HTTPRefusal.methodNotAllowed(request.method.rawValue, allowed: allowed) }
            }
            let (problem, headers) = ProblemMapping.problem(for: error, path: request.uri.path)
            if problem.status >= 500 {
                context.logger.error(
                    "Request failed", metadata: ["error.type": "\(String(reflecting: type(of: error)))", "error.message": "\(error)"])
            }
            return try JSONResponse.problem(problem, headers: headers)
        }
    }
}
