import CadenceHTTP
import CadenceServices
import Hummingbird
import Logging

/// Turns errors raised by web pages into pages: a signed-out visitor is sent to sign in
/// (or to onboarding while the server has no account); anything else becomes an HTML error
/// page whose status and message come from `ProblemMapping`, the same place the API's come
/// from. Unexpected errors are logged and their text never shown.
struct ErrorPageMiddleware: RouterMiddleware {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch PageRefusal.signInRequired {
            let hasAccounts = try await dependencies.accounts.accountCount() > 0
            return WebResponse.redirect(to: hasAccounts ? "/sign-in" : "/welcome")
        } catch {
            let status: Int
            let message: String
            switch error {
            case PageRefusal.csrfRejected:
                status = 403
                message = "This form expired or came from another site. Go back, reload the page and try again."
            case PageRefusal.badRequest(let text):
                status = 400
                message = text
            default:
                let (problem, _) = ProblemMapping.problem(for: error, path: request.uri.path)
                status = problem.status
                message = problem.detail
                if status >= 500 {
                    context.logger.error(
                        "Web page failed", metadata: ["error.type": "\(String(reflecting: type(of: error)))", "error.message": "\(error)"])
                }
            }
            let page = ErrorPage(status: status, message: message)
            return WebResponse.html(PageLayout.document(title: page.title, body: page.body, chrome: nil), status: .init(code: status))
        }
    }
}
