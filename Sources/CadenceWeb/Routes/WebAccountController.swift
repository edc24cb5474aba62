import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The web pages around accounts: onboarding (`/welcome`: the owner account, then
/// `/welcome/habits`: presets to start with), `/sign-in`, `/sign-up` and `POST /sign-out`.
/// They follow the API's rules through `AccountEnrollment` and use the same sessions.
struct WebAccountController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("welcome", use: welcome)
        routes.post("welcome", use: createOwner)
        routes.get("welcome/habits", use: presetPicker)
        routes.post("welcome/habits", use: finishOnboarding)
        routes.get("sign-in", use: signInPage)
        routes.post("sign-in", use: signIn)
        routes.get("sign-up", use: signUpPage)
        routes.post("sign-up", use: signUp)
        routes.post("sign-out", use: signOut)
        return routes
    }

    private var enrollment: AccountEnrollment { AccountEnrollment(dependencies: dependencies) }

    @Sendable func welcome(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        guard try await dependencies.accounts.accountCount() == 0 else {
            return visit.redirect(to: context.identity == nil ? "/sign-in" : "/")
        }
        let text = WebText(visit.visitorLocalizer)
        let body = AccountPages.welcome(
            username: "", timeZone: dependencies.configuration.defaultTimeZone, error: nil, csrfField: visit.csrfField, text: text)
        return visit.publicPage(text.localized("Welcome"), body: body)
    }

    @Sendable func createOwner(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let form = try await visit.form()
        guard try await dependencies.accounts.accountCount() == 0 else { return visit.redirect(to: "/sign-in") }
        return try await createAccount(visit: visit, form: form) { error in
            AccountPages.welcome(
                username: form["username"] ?? "", timeZone: form["timeZone"] ?? dependencies.configuration.defaultTimeZone,
                error: error, csrfField: visit.csrfField, text: WebText(visit.visitorLocalizer))
        }
    }

    @Sendable func presetPicker(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        _ = try visit.user()
        let localizer = try await visit.localizer()
        let body = AccountPages.pickPresets(csrfField: visit.csrfField, text: WebText(localizer))
        return try await visit.page("Pick habits", section: nil, body: body, localizer: localizer)
    }

    /// Creates the ticked presets in one transaction (skipping names the user already has, so
    /// sending the form twice creates nothing twice) and marks onboarding done. An unknown
    /// preset refuses the form and creates nothing.
    @Sendable func finishOnboarding(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let service = dependencies.service
        if !form.isChecked("skip") {
            let text = WebText(try await visit.localizer())
            // Start with nothing ticked says what is missing instead of doing nothing (issue #34).
            guard !form.all("preset").isEmpty else {
                let body = AccountPages.pickPresets(
                    csrfField: visit.csrfField, error: text.localized("Tick at least one habit to start with, or choose Skip for now."),
                    text: text)
                return try await visit.page("Pick habits", section: nil, status: .unprocessableContent, body: body, localizer: text.localizer)
            }
            // The habits are named in the page's language (docs/domain-rules.md §23 "Built-in names").
            let existing = Set(try await service.habits(of: user, includeArchived: true).map { NameKey.of($0.name) })
            let chosen = form.all("preset").filter { id in
                PresetCatalog.preset(id: id).map { !existing.contains(NameKey.of(text.presetName($0))) } ?? true
            }
            _ = try await service.createHabits(fromPresets: chosen, for: user) { text.presetName($0) }
        }
        _ = try await service.updateSettings(of: user) { $0.onboardingCompleted = true }
        return visit.redirect(to: "/")
    }

    @Sendable func signInPage(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        if context.identity != nil { return visit.redirect(to: "/") }
        let configuration = dependencies.configuration
        guard try await dependencies.accounts.accountCount() > 0 || configuration.oidc != nil else { return visit.redirect(to: "/welcome") }
        let text = WebText(visit.visitorLocalizer)
        let body = AccountPages.signIn(
            username: "", error: nil, signUpsOpen: try await dependencies.accounts.signUpsOpen(), csrfField: visit.csrfField,
            oidc: configuration.oidc != nil, passwordOff: configuration.passwordSignInOff, text: text)
        return visit.publicPage(text.localized("Sign in"), body: body)
    }

    @Sendable func signIn(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let form = try await visit.form()
        do {
            let account = try await enrollment.signIn(
                username: form["username"] ?? "", password: form.raw("password") ?? "",
                address: dependencies.clientAddress(request, context: context),
                deviceCookie: AccountEnrollment.presentedDeviceCookie(request))
            var response = visit.redirect(to: "/")
            response.setCookie(try await enrollment.startSession(for: account.id))
            response.setCookie(enrollment.deviceCookie(for: account))
            return response
        } catch let error as AccountError {
            let text = WebText(visit.visitorLocalizer)
            let body = AccountPages.signIn(
                username: form["username"] ?? "", error: RefusalSentence.text(error, text.localizer),
                signUpsOpen: try await dependencies.accounts.signUpsOpen(), csrfField: visit.csrfField,
                oidc: dependencies.configuration.oidc != nil, passwordOff: dependencies.configuration.passwordSignInOff, text: text)
            return visit.publicPage(
                text.localized("Sign in"), status: error.kind == .unauthenticated ? .unauthorized : .unprocessableContent, body: body)
        }
    }

    @Sendable func signUpPage(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        guard try await dependencies.accounts.accountCount() > 0 else { return visit.redirect(to: "/welcome") }
        let text = WebText(visit.visitorLocalizer)
        let body = AccountPages.signUp(
            username: "", timeZone: dependencies.configuration.defaultTimeZone, error: nil,
            open: try await dependencies.accounts.signUpsOpen(), csrfField: visit.csrfField, text: text)
        return visit.publicPage(text.localized("Sign up"), body: body)
    }

    @Sendable func signUp(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let form = try await visit.form()
        let open = try await dependencies.accounts.signUpsOpen()
        return try await createAccount(visit: visit, form: form) { error in
            AccountPages.signUp(
                username: form["username"] ?? "", timeZone: form["timeZone"] ?? dependencies.configuration.defaultTimeZone,
                error: error, open: open, csrfField: visit.csrfField, text: WebText(visit.visitorLocalizer))
        }
    }

    @Sendable func signOut(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        _ = try await visit.form()
        var response = visit.redirect(to: "/sign-in")
        response.setCookie(try await enrollment.endSession(of: context.identity))
        return response
    }

    /// Signs up from a form and starts a session, then onboarding's step 2; a refused sign-up
    /// shows `page` again with the reason.
    private func createAccount(visit: WebVisit, form: FormData, page: (String) -> HTML) async throws -> Response {
        do {
            let account = try await enrollment.signUp(
                username: form["username"] ?? "", password: form.raw("password") ?? "", timeZone: TimeZoneOptions.canonical(form["timeZone"]),
                address: dependencies.clientAddress(visit.request, context: visit.context))
            var response = visit.redirect(to: "/welcome/habits")
            response.setCookie(try await enrollment.startSession(for: account.id))
            response.setCookie(enrollment.deviceCookie(for: account))
            return response
        } catch let error as AccountError {
            let localizer = visit.visitorLocalizer
            return visit.publicPage(
                WebText(localizer).localized("Sign up"), status: .unprocessableContent, body: page(RefusalSentence.text(error, localizer)))
        } catch let error as CadenceError {
            let localizer = visit.visitorLocalizer
            return visit.publicPage(
                WebText(localizer).localized("Sign up"), status: .unprocessableContent, body: page(RefusalSentence.text(error, localizer)))
        }
    }

    /// An error message as a sentence: capitalized, with a full stop.
    static func sentence(_ message: String) -> String {
        guard let first = message.first else { return message }
        let text = first.uppercased() + message.dropFirst()
        return text.hasSuffix(".") ? text : text + "."
    }
}
