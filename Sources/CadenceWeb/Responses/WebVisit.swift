import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices
import Foundation
import Hummingbird

/// One request to a web page: who is signed in, the CSRF token its forms carry, the submitted
/// form (checked against that token), and the page or redirect that answers it.
struct WebVisit {
    let request: Request
    let context: CadenceRequestContext
    let dependencies: ServerDependencies
    /// The token every form on the answered page carries.
    let csrf: String
    /// A fresh pre-sign-in token's cookie, to set on the answer (nil when the browser has one).
    private let issuedCookie: Cookie?

    init(_ request: Request, _ context: CadenceRequestContext, _ dependencies: ServerDependencies) {
        self.request = request
        self.context = context
        self.dependencies = dependencies
        if let token = CSRFProtection.token(for: request) {
            csrf = token
            issuedCookie = nil
        } else {
            let issued = CSRFProtection.issue(secure: dependencies.configuration.secureCookies)
            csrf = issued.token
            issuedCookie = issued.cookie
        }
    }

    var service: CadenceService { dependencies.service }

    /// The signed-in user, or a redirect to sign in.
    func user() throws(PageRefusal) -> UserID {
        guard let identity = context.identity else { throw PageRefusal.signInRequired }
        return identity.user
    }

    /// The redirect to onboarding's presets for an account that has neither finished
    /// onboarding nor made a habit (Home and Today send it there first); `nil` otherwise.
    func onboardingRedirect(for user: UserID) async throws -> Response? {
        let settings = try await service.settings(of: user)
        guard !settings.onboardingCompleted, try await service.habits(of: user, includeArchived: true).isEmpty else { return nil }
        return redirect(to: "/welcome/habits")
    }

    /// A query parameter, trimmed; `nil` when absent or blank.
    func query(_ name: String) -> String? {
        guard let value = request.uri.queryParameters.get(name) else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The submitted URL-encoded form, once its CSRF token is checked (403 otherwise).
    func form() async throws -> FormData {
        let limit = dependencies.configuration.maximumBodySize
        let buffer = try await BoundedRequestBody.collect(request, upTo: limit)
        let form = FormData(urlEncoded: String(decoding: buffer.readableBytesView, as: UTF8.self))
        guard CSRFProtection.isValid(form.raw(CSRFProtection.fieldName), for: request) else { throw PageRefusal.csrfRejected }
        return form
    }

    /// The hidden field with this page's CSRF token, for every form.
    var csrfField: HTML {
        "<input type=\"hidden\" name=\"\(CSRFProtection.fieldName)\" value=\"\(csrf)\">"
    }

    /// A signed-in page: the layout with navigation around `body`, and the one-time notice a
    /// redirect left (`PageNotice`), which it then clears.
    func page(
        _ title: String, section: PageSection?, status: HTTPResponse.Status = .ok, body: HTML, localizer: Localizer? = nil
    ) async throws -> Response {
        let notice = PageNotice.text(in: request)
        let noticed: HTML = notice.map { text in "<p class=\"notice page-notice\" id=\"page-notice\" role=\"status\">\(text)</p>\(body)" } ?? body
        let chosen: Localizer
        if let localizer { chosen = localizer } else { chosen = try await self.localizer() }
        let shown: HTML = "\(noticed)\(try await undoToast(WebText(chosen)))"
        var response = respond(
            WebResponse.html(try await document(title, section: section, body: shown, localizer: chosen), status: status))
        if notice != nil { response.setCookie(PageNotice.clearing(secure: dependencies.configuration.secureCookies)) }
        return response
    }

    /// The layout with navigation around `body`, for the signed-in user, in `localizer`'s
    /// language (read from the account and the browser when not given).
    func document(_ title: String, section: PageSection?, body: HTML, localizer: Localizer? = nil) async throws -> HTML {
        let user = try user()
        let account = try await dependencies.accounts.account(user)
        let chosen: Localizer
        if let localizer { chosen = localizer } else { chosen = try await self.localizer() }
        let chrome = PageChrome(
            username: account?.username ?? "", section: section, csrfField: csrfField, theme: theme, localizer: chosen)
        // A section's page is titled by the section's name, in the page's language.
        let shownTitle = section.map { $0.title == title ? $0.title(chosen) : title } ?? title
        return PageLayout.document(title: shownTitle, body: body, chrome: chrome)
    }

    /// The page's words and formats (docs/domain-rules.md §23): the signed-in account's
    /// language, else the browser's, else English; times on the account's clock.
    func localizer() async throws -> Localizer {
        var settings: UserSettings?
        if let identity = context.identity { settings = try await service.settings(of: identity.user) }
        let language = WebLanguage.choose(setting: settings?.locale, acceptLanguage: WebLanguage.header(of: request))
        return Localizer(language, twentyFourHour: settings?.clock.map { $0 == .twentyFourHour })
    }

    /// The words of a page for visitors who are not signed in: the browser's language.
    var visitorLocalizer: Localizer {
        Localizer(WebLanguage.choose(setting: nil, acceptLanguage: WebLanguage.header(of: request)))
    }

    /// The theme this browser chose on the settings page (`light`, `dark`), `nil` for the
    /// system's (docs/web.md "Decisions").
    var theme: String? {
        guard let value = request.cookies[ThemeChoice.cookieName]?.value else { return nil }
        return ThemeChoice(rawValue: value).flatMap { $0 == .system ? nil : $0.rawValue }
    }

    /// A page for visitors who are not signed in (sign-in, sign-up, onboarding).
    func publicPage(_ title: String, status: HTTPResponse.Status = .ok, body: HTML) -> Response {
        respond(WebResponse.html(PageLayout.document(title: title, body: body, chrome: nil, localizer: visitorLocalizer), status: status))
    }

    /// Post/redirect/get.
    func redirect(to path: String) -> Response {
        respond(WebResponse.redirect(to: path))
    }

    /// Post/redirect/get with a one-time confirmation for the next page (`PageNotice`).
    func redirect(to path: String, notice: String) -> Response {
        var response = respond(WebResponse.redirect(to: path))
        response.setCookie(PageNotice.cookie(notice, secure: dependencies.configuration.secureCookies))
        return response
    }

    /// `response` with the fresh pre-sign-in CSRF cookie when this visit issued one.
    func respond(_ response: Response) -> Response {
        guard let issuedCookie else { return response }
        var response = response
        response.setCookie(issuedCookie)
        return response
    }
}
