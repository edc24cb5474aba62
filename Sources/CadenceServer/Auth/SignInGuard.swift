import CadenceStore
import Foundation

/// Rate limits sign-in per account and per client address, and sign-up per address.
///
/// Failed sign-ins count against the account (so a stranger cannot lock anyone out by
/// succeeding) and every attempt against the address. Either limit reached answers 429 with
/// `Retry-After`, without checking the password.
struct SignInGuard: Sendable {
    private let perAccount: AttemptLimiter
    private let perAddress: AttemptLimiter

    init(configuration: ServerConfiguration) {
        perAccount = AttemptLimiter(limit: configuration.signInLimitPerAccount)
        perAddress = AttemptLimiter(limit: configuration.signInLimitPerAddress)
    }

    /// Throws 429 when the username or the address has used up its attempts; otherwise counts
    /// this attempt against the address.
    func admit(username: String?, address: String, now: Date) throws(APIError) {
        let waits = [
            username.map { perAccount.retryAfter(AccountValidator.usernameKey($0), now: now) } ?? nil,
            perAddress.retryAfter(address, now: now),
        ].compactMap { $0 }
        if let wait = waits.max() { throw APIError.rateLimited(retryAfter: wait) }
        perAddress.record(address, now: now)
    }

    /// Counts a failed sign-in against the account.
    func recordFailure(username: String, now: Date) {
        perAccount.record(AccountValidator.usernameKey(username), now: now)
    }

    /// Clears the account's failures after a successful sign-in.
    func recordSuccess(username: String) {
        perAccount.reset(AccountValidator.usernameKey(username))
    }
}
