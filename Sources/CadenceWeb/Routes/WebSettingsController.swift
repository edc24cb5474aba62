import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The settings page (docs/web.md "settings"; docs/domain-rules.md §1 settings): `GET /settings`, and
/// `POST /settings` (zone, day start, week start, validated by `UserSettings.validated()`
/// through the service), `POST /settings/tokens` (answers the page with the new secret, once),
/// `POST /settings/tokens/{id}/revoke` and, for the owner only, `POST /settings/sign-ups`. The
/// same account and service calls as the API's `SettingsController` and `AccountController`.
struct WebSettingsController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("settings", use: show)
        routes.post("settings", use: save)
        routes.post("settings/tokens", use: createToken)
        routes.post("settings/tokens/{id}/revoke", use: revokeToken)
        routes.post("settings/sign-ups", use: saveSignUps)
        return routes
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        var page = try await settingsPage(for: user, visit: visit)
        page.notice = try await notice(visit.query("saved"), text: page.text)
        return try await visit.page("Settings", section: .settings, body: page.body)
    }

    /// Saves the zone, day start and week start in one service call; a refused value shows the
    /// form again with the reason and what was typed (422), and nothing changes.
    @Sendable func save(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let values = SettingsPage.Values(
            timeZone: form["timeZone"] ?? "", dayStart: form["dayStart"] ?? "", weekStart: form["weekStart"] ?? "",
            locale: form["locale"] ?? "", clock: form["clock"] ?? "")
        // A form without the menu (an older page) keeps the language; empty follows the browser
        // (docs/domain-rules.md §23). Any other text is refused by the settings' validation.
        let hasLocale = form.raw("locale") != nil
        // The clock's menu offers three values; any other is a forged form, refused before anything changes.
        let hasClock = form.raw("clock") != nil
        let clock = UserSettings.Clock(rawValue: values.clock)
        guard !hasClock || values.clock.isEmpty || clock != nil else { throw PageRefusal.badRequest("choose a clock from the menu") }
        do {
            guard let hour = Int(values.dayStart) else {
                throw CadenceError(
                    .dayStartOutOfRange, field: "dayStart", "day start must be an hour from 0 to 23, got '\(values.dayStart)'")
            }
            // "As my language does" follows the language setting (docs/domain-rules.md §23 "Week start and clock").
            let followsLanguage = values.weekStart == SettingsPage.followLanguage
            let weekStart = Weekday(name: values.weekStart)
            guard followsLanguage || weekStart != nil else {
                throw CadenceError(.weekStartInvalid, field: "weekStart", "the week starts on Monday or Sunday")
            }
            try await dependencies.service.updateSettings(of: user) { settings in
                settings.timeZoneIdentifier = values.timeZone
                settings.dayStartHour = hour
                settings.weekStartChosen = !followsLanguage
                if let weekStart { settings.weekStart = weekStart }
                if hasLocale {
                    settings.locale = values.locale.isEmpty ? nil : values.locale
                }
                if hasClock { settings.clock = clock }
            }
        } catch let error as CadenceError {
            var page = try await settingsPage(for: user, visit: visit)
            page.values = values
            page.settingsError = try await visit.sentence(error)
            return try await visit.page("Settings", section: .settings, status: .unprocessableContent, body: page.body)
        }
        return visit.redirect(to: "/settings?saved=settings")
    }

    /// Creates a personal API token and answers the settings page with its secret (201): the
    /// secret is never put in a URL nor shown again.
    @Sendable func createToken(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let typed = form.raw("name") ?? ""
        let name: String
        do {
            name = try AccountValidator.validatedTokenName(typed)
        } catch {
            var page = try await settingsPage(for: user, visit: visit)
            page.tokenName = typed
            page.tokenError = try await visit.sentence(error)
            return try await visit.page("Settings", section: .settings, status: .unprocessableContent, body: page.body)
        }
        let secret = SecretToken.generate(prefix: SecretToken.apiTokenPrefix)
        _ = try await dependencies.accounts.createAPIToken(
            named: name, tokenHash: SecretToken.digest(secret), for: user, at: dependencies.now)
        var page = try await settingsPage(for: user, visit: visit)
        page.newToken = (name, secret)
        return try await visit.page("Settings", section: .settings, status: .created, body: page.body)
    }

    /// Revokes one of the user's tokens (another user's is not found: 404).
    @Sendable func revokeToken(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "API token")
        try await dependencies.accounts.revokeAPIToken(id, of: user, at: dependencies.now)
        return visit.redirect(to: "/settings?saved=token-revoked")
    }

    /// Opens or closes sign-ups; only the owner may (403 for anyone else, nothing changes).
    @Sendable func saveSignUps(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        try await dependencies.requireOwner(user)
        try await dependencies.accounts.setSignUpsOpen(form.isChecked("signUpsOpen"))
        return visit.redirect(to: "/settings?saved=sign-ups")
    }

    /// The page as stored now, without messages.
    func settingsPage(for user: UserID, visit: WebVisit) async throws -> SettingsPage {
        let settings = try await dependencies.service.settings(of: user)
        let accounts = dependencies.accounts
        let calendar = try UserCalendar(settings: settings)
        var page = SettingsPage(
            values: SettingsPage.Values(settings), tokens: try await accounts.apiTokens(of: user),
            isOwner: try await accounts.account(user)?.role == .owner, signUpsOpen: try await accounts.signUpsOpen(),
            calendar: calendar, csrfField: visit.csrfField)
        // The page's words in the person's language (docs/domain-rules.md §23).
        let text = WebText(try await visit.localizer())
        page.text = text
        page.account = AccountSettingsCard(
            theme: visit.theme.flatMap(ThemeChoice.init(rawValue:)) ?? .system, csrfField: visit.csrfField, text: text)
        if let oidc = dependencies.configuration.oidc {
            let linked = try await accounts.oidcIdentities(of: user).contains { $0.issuer == oidc.issuer }
            page.identityProvider = OIDCPages.settingsCard(linked: linked, issuer: oidc.issuer, csrfField: visit.csrfField, text: text)
        }
        if dependencies.configuration.partnersEnabled {
            let news = try await dependencies.service.partnerNewsSettings(of: user)
            page.partnerNews = PartnerNewsCard.body(news, csrfField: visit.csrfField, text: text)
        }
        page.reminders = try await ReminderSettingsCard.load(for: user, service: dependencies.service, calendar: calendar, csrfField: visit.csrfField)
        page.reminders?.text = text
        return page
    }

    /// The message for a redirect's `saved` flag (fixed texts only: the query is never shown), in
    /// the page's language.
    private func notice(_ flag: String?, text: WebText) async throws -> String? {
        switch flag {
        case "settings": return text.localized("Settings saved.")
        case "token-revoked": return text.localized("Token revoked.")
        case "sign-ups":
            return try await dependencies.accounts.signUpsOpen() ? text.localized("Sign-ups are open.") : text.localized("Sign-ups are closed.")
        case "paused": return text.localized("Pause saved: those days are skipped and no reminders fire.")
        case "resumed": return text.localized("Pause taken back.")
        case "feed-revoked": return text.localized("Calendar feed revoked.")
        case "channel-deleted": return text.localized("Channel deleted.")
        case "device-deleted": return text.localized("The device no longer gets reminders.")
        case "oidc-linked": return text.localized("Your account is linked: you can sign in with your identity provider.")
        case "partner-news": return text.localized("Partner news saved.")
        case "oidc-unlinked": return text.localized("Your account is no longer linked to the identity provider.")
        default: return nil
        }
    }
}
