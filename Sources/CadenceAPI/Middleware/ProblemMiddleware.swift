import CadenceHTTP
import CadenceLocalization
import CadenceServices
import Hummingbird
import Logging

/// Turns every error a route throws into an `application/problem+json` response, through
/// `ProblemMapping` (the one place statuses are chosen). Unexpected errors are logged here,
/// with the request's id; their text never reaches the client. When the router finds no
/// route, but the OpenAPI document has the path with other methods, the answer is 405 with
/// `Allow` rather than 404. The problem speaks the request's language (docs/domain-rules.md
/// §28 Errors in the person's language): the account's setting when signed in,
/// else `Accept-Language`, else English.
package struct ProblemMiddleware: RouterMiddleware {
    package typealias Context = CadenceRequestContext

    package let document: OpenAPIDocument
    /// Reads the signed-in account's language setting; without it, `Accept-Language` decides.
    package let service: CadenceService?

    package init(document: OpenAPIDocument, service: CadenceService? = nil) {
        self.document = document
        self.service = service
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
            let localizer = Localizer(await language(of: request, context: context))
            let (problem, headers) = ProblemMapping.problem(for: error, path: request.uri.path, localizer: localizer)
            if problem.status >= 500 {
                context.logger.error(
                    "Request failed", metadata: ["error.type": "\(String(reflecting: type(of: error)))", "error.message": "\(error)"])
            }
            return try JSONResponse.problem(problem, headers: headers)
        }
    }

    /// The account's language when signed in and set, else the browser's, else English (a
    /// setting that cannot be read leaves the header to decide).
    private func language(of request: Request, context: Context) async -> Language {
        var setting: String?
        if let service, let user = context.signedInUser.value { setting = try? await service.settings(of: user).locale }
        return LanguageNegotiation.language(setting: setting, acceptLanguage: request.headers[.acceptLanguage])
    }
}
