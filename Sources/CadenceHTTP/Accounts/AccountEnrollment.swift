import CadenceCore
import CadenceServices
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
        try refuseIfPasswordSignInOff()
        let now = dependencies.now
        try await dependencies.signInGuard.admit(username: nil, address: address, now: now)
        let username = try AccountValidator.validatedUsername(username)
        try AccountValidator.validatePassword(password)
        let settings = try UserSettings(timeZoneIdentifier: timeZone ?? dependencies.configuration.defaultTimeZone).validated()
        let hash = await dependencies.passwords.hash(password)
        return try await dependencies.accounts.signUp(
            NewAccount(
                username: username, passwordHash: hash, settings: settings, requiresOpenSignUps: true,
                adoptsUnclaimedUser: dependencies.configuration.firstAccountAdoptsLocalUser),
            at: dependencies.now)
    }

    /// Checks a username and password. Wrong credentials fail without telling which part was
    /// wrong; rate limited per client address, per account and address, per account, and — for
    /// a request presenting the account's device cookie (`deviceCookie`, the value of
    /// `cadence_device`) — per device only (`SignInGuard`: a stranger's failures never lock
    /// the owner's devices out; docs/domain-rules.md §8 "Device cookies").
    package func signIn(username: String, password: String, address: String, deviceCookie: String? = nil) async throws -> Account {
        try refuseIfPasswordSignInOff()
        let now = dependencies.now
        let guardian = dependencies.signInGuard
        let device = dependencies.devices.device(in: deviceCookie, username: username, now: now)
        try await guardian.admit(username: username, address: address, device: device, now: now)
        let credentials = try await dependencies.accounts.credentials(forUsername: username)
        // An account made by OpenID Connect has no password: nothing matches it (the decoy hash is checked).
        let hash = credentials?.passwordHash == NewAccount.noPassword ? nil : credentials?.passwordHash
        let matches = await dependencies.passwords.verify(password, hash: hash)
        guard matches, let account = credentials?.account else {
            try await guardian.recordFailure(username: username, address: address, device: device, now: now)
            throw AccountError(.credentialsInvalid, "the username or the password is wrong")
        }
        try await guardian.recordSuccess(username: username, address: address, device: device, now: now)
        try await dependencies.accounts.deleteExpiredSessions(at: now)
        return account
    }

    /// Changes `user`'s password (docs/domain-rules.md §8): the current password is checked as a
    /// sign-in is (same limits, device cookie included), the new one validated; every session
    /// but `keepingSession` ends and, unless `keepTokens`, every API token is revoked — in one
    /// transaction, dropped at once from this process's token cache. Answers how many tokens
    /// were revoked.
    package func changePassword(
        of user: UserID, current: String, new: String, keepingSession: String?, keepTokens: Bool, address: String,
        deviceCookie: String?
    ) async throws -> Int {
        guard let account = try await dependencies.accounts.account(user) else { throw HTTPRefusal.notSignedIn }
        _ = try await signIn(username: account.username, password: current, address: address, deviceCookie: deviceCookie)
        try AccountValidator.validatePassword(new)
        let hash = await dependencies.passwords.hash(new)
        return try await dependencies.accounts.changePassword(
            of: user, toHash: hash, keepingSession: keepingSession, revokingTokensAt: keepTokens ? nil : dependencies.now)
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

    /// The device cookie a successful sign-in (or sign-up) to `account` gives the client
    /// (docs/domain-rules.md §8 "Device cookies"): a new one each time.
    package func deviceCookie(for account: Account) -> Cookie {
        dependencies.devices.cookie(
            for: account.username, now: dependencies.now, secure: dependencies.configuration.secureCookies)
    }

    /// The device cookie `request` presents, if any (not yet checked).
    package static func presentedDeviceCookie(_ request: Request) -> String? {
        request.cookies[DeviceCookie.name]?.value
    }

    /// Ends the session a request signed in with (if any) and returns the cookie that clears it.
    package func endSession(of identity: Identity?) async throws -> Cookie {
        if case .session(let hash) = identity?.credential {
            try await dependencies.accounts.deleteSession(tokenHash: hash)
        }
        return SessionCookie.signedOut(secure: dependencies.configuration.secureCookies)
    }

    /// docs/domain-rules.md "§24 OpenID Connect sign-in": with `--oidc-only`, no
    /// password sign-in or sign-up.
    package func refuseIfPasswordSignInOff() throws {
        if dependencies.configuration.passwordSignInOff {
            throw AccountError(.passwordSignInOff, "password sign-in is off on this server; sign in with the identity provider")
        }
    }
}
