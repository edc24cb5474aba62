import CadenceCore
import CadenceHTTP
import CadenceServices
import Foundation
import Hummingbird

/// The account's own settings (docs/web.md "settings"): this browser's theme
/// (`POST /settings/theme`, a cookie), changing the password (`POST /settings/password`: the
/// current one is checked, every other session ends, the API tokens are revoked unless
/// `keep_tokens` is ticked) and deleting the account
/// (`GET /settings/delete-account` offers the export first; `POST` with the password deletes
/// everything and signs out; the owner only when no other account exists).
struct WebAccountSettingsController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.post("settings/theme", use: saveTheme)
        routes.post("settings/password", use: changePassword)
        routes.get("settings/delete-account", use: confirmDelete)
        routes.post("settings/delete-account", use: deleteAccount)
        return routes
    }

    @Sendable func saveTheme(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        _ = try visit.user()
        let form = try await visit.form()
        guard let theme = form["theme"].flatMap(ThemeChoice.init(rawValue:)) else {
            throw PageRefusal.badRequest("choose the system's theme, light or dark")
        }
        let text = WebText(try await visit.localizer())
        var response = visit.redirect(to: "/settings", notice: text.localized("Theme saved on this device."))
        response.setCookie(
            Cookie(
                name: ThemeChoice.cookieName, value: theme.rawValue, maxAge: 400 * 24 * 3_600, path: "/",
                secure: dependencies.configuration.secureCookies, httpOnly: true, sameSite: .lax))
        return response
    }

    @Sendable func changePassword(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let revoked: Int
        do {
            var keeping: String?
            if case .session(let digest) = context.identity?.credential { keeping = digest }
            revoked = try await AccountEnrollment(dependencies: dependencies).changePassword(
                of: user, current: form.raw("currentPassword") ?? "", new: form.raw("newPassword") ?? "",
                keepingSession: keeping, keepTokens: form.isChecked("keep_tokens"),
                address: dependencies.clientAddress(request, context: context),
                deviceCookie: AccountEnrollment.presentedDeviceCookie(request))
        } catch let error as AccountError where error.kind == .validation || error.kind == .unauthenticated {
            var page = try await WebSettingsController(dependencies: dependencies).settingsPage(for: user, visit: visit)
            page.account?.passwordError = try await visit.sentence(error)
            return try await visit.page("Settings", section: .settings, status: .unprocessableContent, body: page.body)
        }
        let text = WebText(try await visit.localizer())
        let tokens =
            form.isChecked("keep_tokens")
            ? text.localized("Your API tokens are kept.")
            : text.localizer.localized(
                one: "{count} API token was revoked.", other: "{count} API tokens were revoked.", count: revoked,
                ["count": text.integer(revoked)])
        return visit.redirect(to: "/settings", notice: text.localized("Password changed. Your other devices are signed out.") + " " + tokens)
    }

    @Sendable func confirmDelete(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        _ = try visit.user()
        let localizer = try await visit.localizer()
        let text = WebText(localizer)
        let page = DeleteAccountPage(error: nil, csrfField: visit.csrfField, text: text)
        return try await visit.page(text.localized("Delete account"), section: .settings, body: page.body, localizer: localizer)
    }

    @Sendable func deleteAccount(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        do {
            try await verify(
                form.raw("password") ?? "", of: user, address: dependencies.clientAddress(request, context: context),
                deviceCookie: AccountEnrollment.presentedDeviceCookie(request))
            try await dependencies.accounts.deleteAccount(user)
        } catch let error as AccountError where error.kind != .notFound {
            let localizer = try await visit.localizer()
            let text = WebText(localizer)
            let page = DeleteAccountPage(error: RefusalSentence.text(error, localizer), csrfField: visit.csrfField, text: text)
            return try await visit.page(
                text.localized("Delete account"), section: .settings, status: .unprocessableContent, body: page.body, localizer: localizer)
        }
        var response = WebResponse.redirect(to: try await dependencies.accounts.accountCount() > 0 ? "/sign-in" : "/welcome")
        response.setCookie(SessionCookie.signedOut(secure: dependencies.configuration.secureCookies))
        return response
    }

    /// Checks the account's current password, rate limited like signing in.
    private func verify(_ password: String, of user: UserID, address: String, deviceCookie: String?) async throws {
        // Signing in again with the password proves it (and counts against the same limits).
        guard let account = try await dependencies.accounts.account(user) else { throw PageRefusal.signInRequired }
        _ = try await AccountEnrollment(dependencies: dependencies).signIn(
            username: account.username, password: password, address: address, deviceCookie: deviceCookie)
    }
}
