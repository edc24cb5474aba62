import CadenceCore
import Synchronization

/// The user a request's sign-in named, kept where a middleware outside the sign-in reads it:
/// the problem mapping answers in the account's language (docs/domain-rules.md §28
/// Errors in the person's language), and a request context is a value each middleware copies.
public final class SignedInUser: Sendable {
    private let user = Mutex<UserID?>(nil)

    public init() {}

    /// The signed-in user, `nil` while the request is anonymous.
    public var value: UserID? { user.withLock { $0 } }

    /// Called by `AuthenticationMiddleware` once it knows who signs in.
    package func record(_ signedIn: UserID) {
        user.withLock { $0 = signedIn }
    }
}
