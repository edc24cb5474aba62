import CadenceCore
import CadenceHTTP
import CadenceOIDC
import CadenceServices
import Foundation
import Hummingbird
import Logging

/// OpenID Connect sign-in on the web (docs/web.md "Signing in with an identity provider",
/// docs/domain-rules.md "§24 OpenID Connect sign-in"): `GET /sign-in/oidc` starts a
/// sign-in, `POST /settings/oidc/link` a link of the signed-in account, both finished at
/// `GET /sign-in/oidc/callback`; `POST /settings/oidc/unlink` removes the link. The state is also
/// kept in a cookie of the browser that started (`cadence_oidc`), so a callback URL made in
/// another browser is refused. Refusals show a page saying why; nothing is created.
struct WebOIDCController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies
    /// `nil` when the server has no provider configured: every route answers 404.
    let flow: OIDCSignIn?
    let logger = Logger(label: "cadence.oidc")

    static let cookieName = "cadence_oidc"
    static let callbackPath = "/sign-in/oidc/callback"
    /// The state cookie lasts as long as the pending sign-in (`OIDCSignIn.stateLifetime`, 10 minutes).
    static let cookieLifetime = 600

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("sign-in/oidc", use: start)
        routes.get("sign-in/oidc/callback", use: callback)
        routes.post("settings/oidc/link", use: startLink)
        routes.post("settings/oidc/unlink", use: unlink)
        return routes
    }

    @Sendable func start(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        guard let flow else { throw HTTPError(.notFound) }
        if context.identity != nil { return visit.redirect(to: "/") }
        // Counted with sign-ins and sign-ups per client address (docs/api.md "Rate limits"): 429 beyond.
        try await dependencies.signInGuard.admit(
            username: nil, address: dependencies.clientAddress(request, context: context), now: dependencies.now)
        do {
            let url = try await flow.start(purpose: .signIn, user: nil, redirectURI: redirectURI(request), now: dependencies.now)
            return redirect(visit: visit, to: url)
        } catch let refusal as OIDCRefusal {
            return refused(visit: visit, Self.sentence(refusal, visit: visit), status: .serviceUnavailable)
        }
    }

    @Sendable func startLink(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        guard let flow else { throw HTTPError(.notFound) }
        do {
            let url = try await flow.start(purpose: .link, user: user, redirectURI: redirectURI(request), now: dependencies.now)
            // A page that moves on by itself: the form's own redirect may not leave the site (CSP form-action 'self').
            let text = WebText(visit.visitorLocalizer)
            var response = visit.publicPage(
                text.localized("Continue to your identity provider"), body: OIDCPages.continuePage(url: url, text: text))
            response.setCookie(stateCookie(for: url))
            if let refresh = HTTPFields.refreshName { response.headers[refresh] = "0; url=\(url)" }
            return response
        } catch let refusal as OIDCRefusal {
            return refused(visit: visit, Self.sentence(refusal, visit: visit), status: .serviceUnavailable)
        }
    }

    @Sendable func callback(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        guard let flow else { throw HTTPError(.notFound) }
        let state = visit.query("state")
        let now = dependencies.now
        try await dependencies.signInGuard.admit(username: nil, address: dependencies.clientAddress(request, context: context), now: now)
        do {
            guard let state, request.cookies[Self.cookieName]?.value == state else { throw OIDCRefusal.stateInvalid }
            let proof = try await flow.finish(
                state: state, code: visit.query("code"), providerError: visit.query("error"), redirectURI: redirectURI(request), now: now)
            if proof.pending.purpose == .link {
                let user = try visit.user()
                try await OIDCAccounts(accounts: dependencies.accounts).link(proof, to: user, now: now)
                logger.info("oidc linked", metadata: ["user": "\(user)"])
                return clearing(visit.redirect(to: "/settings?saved=oidc-linked"))
            }
            let settings = try UserSettings(timeZoneIdentifier: dependencies.configuration.defaultTimeZone).validated()
            let before = try await dependencies.accounts.accountCount()
            let account = try await OIDCAccounts(accounts: dependencies.accounts).account(
                for: proof, settings: settings, adoptsUnclaimedUser: dependencies.configuration.firstAccountAdoptsLocalUser, now: now)
            let created = try await dependencies.accounts.accountCount() > before
            let enrollment = AccountEnrollment(dependencies: dependencies)
            var response = clearing(visit.redirect(to: created ? "/welcome/habits" : "/"))
            response.setCookie(try await enrollment.startSession(for: account.id))
            response.setCookie(enrollment.deviceCookie(for: account))
            logger.info("oidc sign-in", metadata: ["user": "\(account.id)", "created": "\(created)"])
            return response
        } catch let refusal as OIDCRefusal {
            logger.notice("oidc sign-in refused", metadata: ["reason": "\(refusal)"])
            let status: HTTPResponse.Status = refusal == .providerUnavailable ? .badGateway : .unauthorized
            return clearing(refused(visit: visit, Self.sentence(refusal, visit: visit), status: status))
        } catch let error as AccountError {
            logger.notice("oidc sign-in refused", metadata: ["reason": "\(error.code.rawValue)"])
            let status: HTTPResponse.Status = error.kind == .conflict ? .conflict : .forbidden
            return clearing(refused(visit: visit, RefusalSentence.text(error, visit.visitorLocalizer), status: status))
        }
    }

    @Sendable func unlink(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        guard let settings = dependencies.configuration.oidc else { throw HTTPError(.notFound) }
        do {
            try await dependencies.accounts.unlinkOIDCIdentity(issuer: settings.issuer, of: user)
            return visit.redirect(to: "/settings?saved=oidc-unlinked")
        } catch let error as AccountError {
            return refused(visit: visit, RefusalSentence.text(error, visit.visitorLocalizer), status: error.kind == .notFound ? .notFound : .conflict)
        }
    }

    /// The callback URL: `CADENCE_OIDC_REDIRECT_URL`, else this server's as the request names it.
    private func redirectURI(_ request: Request) -> String {
        if let fixed = dependencies.configuration.oidc?.redirectURL { return fixed }
        let scheme = dependencies.configuration.secureCookies ? "https" : "http"
        let host = request.head.authority ?? "\(dependencies.configuration.host):\(dependencies.configuration.port)"
        return "\(scheme)://\(host)\(Self.callbackPath)"
    }

    private func redirect(visit: WebVisit, to url: String) -> Response {
        var response = visit.respond(Response(status: .seeOther, headers: [.location: url, .cacheControl: "no-store"]))
        response.setCookie(stateCookie(for: url))
        return response
    }

    /// The browser's copy of the state (read back from the authorization URL it was put in).
    private func stateCookie(for url: String) -> Cookie {
        let state = URLComponents(string: url)?.queryItems?.last(where: { $0.name == "state" })?.value ?? ""
        return Cookie(
            name: Self.cookieName, value: state, maxAge: Self.cookieLifetime, path: "/sign-in/oidc",
            secure: dependencies.configuration.secureCookies, httpOnly: true, sameSite: .lax)
    }

    private func clearing(_ response: Response) -> Response {
        var response = response
        response.setCookie(
            Cookie(
                name: Self.cookieName, value: "", maxAge: 0, path: "/sign-in/oidc", secure: dependencies.configuration.secureCookies,
                httpOnly: true, sameSite: .lax))
        return response
    }

    /// `sentence`: the reason, already a sentence in the visitor's language.
    private func refused(visit: WebVisit, _ sentence: String, status: HTTPResponse.Status) -> Response {
        let text = WebText(visit.visitorLocalizer)
        return visit.publicPage(text.localized("Sign-in refused"), status: status, body: OIDCPages.refused(sentence, text: text))
    }

    /// A refusal as a sentence: English keeps its own words; another language says what happened
    /// in one of a few short sentences (the token's faults are one).
    static func sentence(_ refusal: OIDCRefusal, visit: WebVisit) -> String {
        let text = WebText(visit.visitorLocalizer)
        guard !text.isEnglish else { return WebAccountController.sentence(refusal.message) }
        return switch refusal {
        case .stateInvalid: text.localized("The sign-in link expired or was used already.")
        case .providerRefused: text.localized("The identity provider did not sign you in.")
        case .providerUnavailable: text.localized("The identity provider could not be reached.")
        default: text.localized("The identity provider's answer could not be checked.")
        }
    }
}

extension HTTPFields {
    /// `Refresh`, which moves a page on by itself (the link page of an identity provider).
    fileprivate static let refreshName = HTTPFields.Element.Name("Refresh")
}
