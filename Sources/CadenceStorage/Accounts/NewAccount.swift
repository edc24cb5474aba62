import CadenceCore
import Foundation

/// What `AccountStore.createAccount` needs: a validated username, a password hash (never the
/// password), the new user's settings, and the sign-up rules to apply.
public struct NewAccount: Sendable, Hashable {
    /// Already validated with `AccountValidator.validatedUsername`.
    public var username: String
    public var passwordHash: String
    /// The settings of the user created for the account (unused when a user is adopted).
    public var settings: UserSettings
    /// Refuse the account (`AccountError.signUpsClosed`) unless it is the first one or sign-ups
    /// are open. `false` lets an owner or an administrator create accounts at any time.
    public var requiresOpenSignUps: Bool
    /// The first account takes over the oldest user without an account, if there is one.
    public var adoptsUnclaimedUser: Bool
    /// docs/domain-rules.md "§24 OpenID Connect sign-in": the provider's person the
    /// new account is linked to, in the same transaction (`AccountError.identityTaken` when
    /// linked already); `nil` for a password account.
    public var identity: OIDCIdentity? = nil

    /// The password hash of an account made by OpenID Connect: no password matches it.
    public static let noPassword = "!oidc"

    public init(
        username: String, passwordHash: String, settings: UserSettings, requiresOpenSignUps: Bool = true,
        adoptsUnclaimedUser: Bool = true
    ) {
        self.username = username
        self.passwordHash = passwordHash
        self.settings = settings
        self.requiresOpenSignUps = requiresOpenSignUps
        self.adoptsUnclaimedUser = adoptsUnclaimedUser
    }
}
