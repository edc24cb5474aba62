import CadenceCore
import CadenceStore
import Foundation
import Hummingbird

/// Signing up, signing in and starting a session: the rules both the API (`/api/v1/auth`) and
/// the web pages follow, in one place.
package struct AccountEnrollment {
    package let dependencies: ServerDependencies

    package init(dependencies: ServerDependencies) {
        self.dependencies = dependencies
    }

    /// Creates an account. The first one becomes the owner (and, on a store the command line
    /// already used, takes over its local user and habits); later ones only while sign-ups
    /// are open. Rate limited per client address.
    package func signUp(username: String, password: String, timeZone: String?, address: String) async throws -> Account {
        let now = dependencies.now
        try await dependencies.signInGuard.admit(username: nil, address: address, now: now)
        let username = try AccountValidator.validatedUsername(username)
        try AccountValidator.validatePassword(password)
        let settings = try UserSettings(timeZoneIdentifier: timeZone ?? dependencies.configuration.defaultTimeZone).validated()
        let accounts = dependencies.accounts
        if try await accounts.accountCount() > 0, try await !accounts.signUpsOpen() {
            throw AccountError(.signUpsClosed, "sign-ups are closed on this server; ask its owner for an account")
        }
        let hash = await dependencies.passwords.hash(password)
        return try await accounts.createAccount(
            NewAccount(
                username: username, passwordHash: hash, settings: settings, requiresOpenSignUps: true,
                adoptsUnclaimedUser: dependencies.configuration.firstAccountAdoptsLocalUser),
            at: dependencies.now)
    }

    /// Checks a username and password. Wrong credentials fail without telling which part was
    /// wrong; rate limited per client address, per account and address, and per account
    /// (`SignInGuard`: a stranger's failures never lock the owner out of an address of theirs).
    package func signIn(username: String, password: String, address: String) async throws -> Account {
        let now = dependencies.now
        let guardian = dependencies.signInGuard
        try await guardian.admit(username: username, address: address, now: now)
        let credentials = try await dependencies.accounts.credentials(forUsername: username)
        let matches = await dependencies.passwords.verify(password, hash: credentials?.passwordHash)
        guard matches, let account = credentials?.account else {
            try await guardian.recordFailure(username: username, address: address, now: now)
            throw AccountError(.credentialsInvalid, "the username or the password is wrong")
        }
        try await guardian.recordSuccess(username: username, address: address, now: now)
        try await dependencies.accounts.deleteExpiredSessions(at: now)
        return account
    }

    /// Starts a browser session for `user`; the answer's cookie signs the browser in.
    package func startSession(for user: UserID) async throws -> Cookie {
        let token = SecretToken.generate(prefix: SecretToken.sessionPrefix)
        let now = dependencies.now
        let lifetime = dependencies.configuration.sessionLifetime
        try await dependencies.accounts.createSession(
            Session(tokenHash: SecretToken.digest(token), user: user, createdAt: now, expiresAt: now.addingTimeInterval(lifetime)))
        return SessionCookie.signedIn(token: token, lifetime: lifetime, secure: dependencies.configuration.secureCookies)
    }

    /// Ends the session a request signed in with (if any) and returns the cookie that clears it.
    package func endSession(of identity: Identity?) async throws -> Cookie {
        if case .session(let hash) = identity?.credential {
            try await dependencies.accounts.deleteSession(tokenHash: hash)
        }
        return SessionCookie.signedOut(secure: dependencies.configuration.secureCookies)
    }
}
