/// A refused account operation: a stable code, the field at fault, and a message saying how to
/// fix it. Interfaces map `kind` to their statuses in one place, as they do for `CadenceError`.
public struct AccountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, stable across versions (written as the error's `code`).
    public enum Code: String, Sendable, CaseIterable {
        case usernameInvalid, usernameTaken, passwordTooShort, passwordTooLong, tokenNameInvalid
        case signUpsClosed, credentialsInvalid, notSignedIn, ownerOnly, notFound
        /// The owner cannot leave while other accounts depend on them.
        case ownerHasMembers
        /// docs/domain-rules.md "§24 OpenID Connect sign-in": the provider's person
        /// is linked to another account, or this account has a link at that issuer already.
        case identityTaken
        /// Password sign-in is off on this server (`cadence serve --oidc-only`).
        case passwordSignInOff
        /// Unlinking would leave the account without a way to sign in.
        case lastSignInMethod
    }

    /// How an interface should treat the error.
    public enum Kind: String, Sendable {
        /// The input breaks a rule (HTTP 422).
        case validation
        /// The input clashes with stored data (HTTP 409).
        case conflict
        /// Wrong or missing credentials (HTTP 401).
        case unauthenticated
        /// Signed in, but not allowed (HTTP 403).
        case forbidden
        /// Nothing with that id for this user (HTTP 404).
        case notFound
    }

    public let code: Code
    public let field: String?
    public let message: String

    public init(_ code: Code, field: String? = nil, _ message: String) {
        self.code = code
        self.field = field
        self.message = message
    }

    public var kind: Kind {
        switch code {
        case .usernameInvalid, .passwordTooShort, .passwordTooLong, .tokenNameInvalid: .validation
        case .usernameTaken, .ownerHasMembers, .identityTaken, .lastSignInMethod: .conflict
        case .credentialsInvalid, .notSignedIn: .unauthenticated
        case .signUpsClosed, .ownerOnly, .passwordSignInOff: .forbidden
        case .notFound: .notFound
        }
    }

    public var description: String { message }
}
