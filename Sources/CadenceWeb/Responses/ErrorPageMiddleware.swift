import CadenceHTTP
import CadenceLocalization
import CadenceServices
import Hummingbird
import Logging

/// Turns errors raised by web pages into pages: a signed-out visitor is sent to sign in
/// (or to onboarding while the server has no account); anything else becomes an HTML error
/// page whose status and message come from `ProblemMapping`, the same place the API's come
/// from. Unexpected errors are logged and their text never shown. The page is in the person's
/// language (docs/domain-rules.md §28 Errors in the person's language): the account's, else the
/// browser's; English keeps each error's own message.
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
            let localizer = await language(of: request, context: context)
            let status: Int
            let message: String
            switch error {
            case PageRefusal.csrfRejected:
                status = 403
                message = localizer.localized("This form expired or came from another site. Go back, reload the page and try again.")
            case PageRefusal.badRequest(let text):
                // English keeps the precise refusal; any other language one general sentence (docs/domain-rules.md §28).
                status = 400
                message =
                    localizer.language == .english
                    ? text : localizer.localized("That form could not be read. Go back, reload the page and try again.")
            default:
                let (problem, _) = ProblemMapping.problem(for: error, path: request.uri.path, localizer: localizer)
                status = problem.status
                message = problem.detail
                if status >= 500 {
                    context.logger.error(
                        "Web page failed", metadata: ["error.type": "\(String(reflecting: type(of: error)))", "error.message": "\(error)"])
                }
            }
            let page = ErrorPage(status: status, message: message, text: WebText(localizer))
            let document = PageLayout.document(title: page.title, body: page.body, chrome: nil, localizer: localizer)
            return WebResponse.html(document, status: .init(code: status))
        }
    }

    /// The page's language: the signed-in account's setting (recorded by the authentication
    /// inside this middleware), else the browser's `Accept-Language`, else English.
    private func language(of request: Request, context: Context) async -> Localizer {
        var setting: String?
        if let user = context.signedInUser.value { setting = try? await dependencies.service.settings(of: user).locale }
        return Localizer(WebLanguage.choose(setting: setting, acceptLanguage: WebLanguage.header(of: request)))
    }
}
