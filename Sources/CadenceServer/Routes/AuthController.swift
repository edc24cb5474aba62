import CadenceCore
import CadenceStore
import Hummingbird

/// `/api/v1/auth`: sign up, sign in and sign out. Signing up or in starts a browser session
/// (an HttpOnly, SameSite=Lax cookie; the session is stored server-side). Both are rate
/// limited per client address, sign-in also per account; passwords are bcrypt-hashed and
/// never logged.
struct AuthController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.post("sign-up", use: signUp)
        routes.post("sign-in", use: signIn)
        routes.post("sign-out", use: signOut)
        return routes
    }

    /// Creates an account. The first one becomes the owner (and, on a store the command line
    /// already used, takes over its local user and habits); later ones only while sign-ups
    /// are open.
    @Sendable func signUp(_ request: Request, context: Context) async throws -> Response {
        let input = try await dependencies.bodies.decode(SignUpInput.self, schema: "SignUp", from: request)
        let now = dependencies.now
        try dependencies.signInGuard.admit(
            username: nil, address: dependencies.clientAddress(request, context: context), now: now)
        let username = try AccountValidator.validatedUsername(input.username)
        try AccountValidator.validatePassword(input.password)
        let settings = try UserSettings(timeZoneIdentifier: input.timeZone ?? dependencies.configuration.defaultTimeZone)
            .validated()
        let accounts = dependencies.accounts
        if try await accounts.accountCount() > 0, try await !accounts.signUpsOpen() {
            throw AccountError(.signUpsClosed, "sign-ups are closed on this server; ask its owner for an account")
        }
        let hash = await dependencies.passwords.hash(input.password)
        let account = try await accounts.createAccount(
            NewAccount(
                username: username, passwordHash: hash, settings: settings, requiresOpenSignUps: true,
                adoptsUnclaimedUser: dependencies.configuration.firstAccountAdoptsLocalUser),
            at: dependencies.now)
        var response = try JSONResponse.make(AccountJSON(account), status: .created, headers: [.location: "/api/v1/account"])
        response.setCookie(try await startSession(for: account.id))
        return response
    }

    /// Checks a username and password and starts a session. Wrong credentials answer 401
    /// without telling which part was wrong.
    @Sendable func signIn(_ request: Request, context: Context) async throws -> Response {
        let input = try await dependencies.bodies.decode(SignInInput.self, schema: "SignIn", from: request)
        let now = dependencies.now
        let guardian = dependencies.signInGuard
        try guardian.admit(username: input.username, address: dependencies.clientAddress(request, context: context), now: now)
        let credentials = try await dependencies.accounts.credentials(forUsername: input.username)
        let matches = await dependencies.passwords.verify(input.password, hash: credentials?.passwordHash)
        guard matches, let account = credentials?.account else {
            guardian.recordFailure(username: input.username, now: now)
            throw AccountError(.credentialsInvalid, "the username or the password is wrong")
        }
        guardian.recordSuccess(username: input.username)
        try await dependencies.accounts.deleteExpiredSessions(at: now)
        var response = try JSONResponse.make(AccountJSON(account))
        response.setCookie(try await startSession(for: account.id))
        return response
    }

    /// Ends the browser session named by the cookie (if any) and clears the cookie.
    @Sendable func signOut(_ request: Request, context: Context) async throws -> Response {
        if case .session(let hash) = context.identity?.credential {
            try await dependencies.accounts.deleteSession(tokenHash: hash)
        }
        var response = JSONResponse.noContent()
        response.setCookie(SessionCookie.signedOut(secure: dependencies.configuration.secureCookies))
        return response
    }

    private func startSession(for user: UserID) async throws -> Cookie {
        let token = SecretToken.generate(prefix: SecretToken.sessionPrefix)
        let now = dependencies.now
        let lifetime = dependencies.configuration.sessionLifetime
        try await dependencies.accounts.createSession(
            Session(tokenHash: SecretToken.digest(token), user: user, createdAt: now, expiresAt: now.addingTimeInterval(lifetime)))
        return SessionCookie.signedIn(token: token, lifetime: lifetime, secure: dependencies.configuration.secureCookies)
    }
}
