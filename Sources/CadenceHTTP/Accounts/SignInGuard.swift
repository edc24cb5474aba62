import CadenceStore
import Foundation

/// Rate limits sign-in per client address, per account and address, and per account, and
/// sign-up per address (docs/api.md "Rate limits"; docs/domain-rules.md §8).
///
/// - Every sign-in and sign-up attempt counts against the client address (30 per 15 minutes).
/// - A failed sign-in counts against the pair (account, address): 10 failures per 15 minutes
///   stop that address from trying that account, and no other address. So a stranger who
///   knows a username cannot lock its owner out by failing on purpose.
/// - A failed sign-in also counts against the account from any address: 100 failures in an
///   hour (a spread-out guessing attack) make the account back off for addresses it has not
///   signed in from successfully in the last 30 days. An address the owner used keeps working.
///
/// A limit reached answers 429 with `Retry-After`, without checking the password.
package struct SignInGuard: Sendable {
    private let perAddress: AttemptLimiter
    private let perAccountAndAddress: AttemptLimiter
    private let perAccount: AttemptLimiter
    /// Successful sign-ins by (account, address), remembered for `knownAddressLifetime`.
    private let knownAddresses: AttemptLimiter

    /// How long a successful sign-in exempts its address from the account-wide back-off.
    package static let knownAddressLifetime: TimeInterval = 30 * 86_400

    package init(configuration: ServerConfiguration) {
        perAddress = AttemptLimiter(limit: configuration.signInLimitPerAddress)
        perAccountAndAddress = AttemptLimiter(limit: configuration.signInLimitPerAccountAndAddress)
        perAccount = AttemptLimiter(limit: configuration.signInLimitPerAccount)
        knownAddresses = AttemptLimiter(limit: .init(attempts: 1, window: Self.knownAddressLifetime))
    }

    /// Throws 429 when the address, the pair (username, address) or — for an address the
    /// account has not signed in from — the account has used up its attempts; otherwise
    /// counts this attempt against the address.
    package func admit(username: String?, address: String, now: Date) throws(HTTPRefusal) {
        var waits = [perAddress.retryAfter(address, now: now)]
        if let username {
            let account = AccountValidator.usernameKey(username)
            let pair = Self.pairKey(account: account, address: address)
            waits.append(perAccountAndAddress.retryAfter(pair, now: now))
            if knownAddresses.count(pair, now: now) == 0 {
                waits.append(perAccount.retryAfter(account, now: now))
            }
        }
        if let wait = waits.compactMap({ $0 }).max() { throw HTTPRefusal.rateLimited(retryAfter: wait) }
        perAddress.record(address, now: now)
    }

    /// Counts a failed sign-in against the pair (account, address) and against the account.
    package func recordFailure(username: String, address: String, now: Date) {
        let account = AccountValidator.usernameKey(username)
        perAccountAndAddress.record(Self.pairKey(account: account, address: address), now: now)
        perAccount.record(account, now: now)
    }

    /// After a successful sign-in: clears the pair's failures and remembers the address as the
    /// account's. The account-wide count stays: an attack from elsewhere goes on being slowed.
    package func recordSuccess(username: String, address: String, now: Date) {
        let pair = Self.pairKey(account: AccountValidator.usernameKey(username), address: address)
        perAccountAndAddress.reset(pair)
        knownAddresses.reset(pair)
        knownAddresses.record(pair, now: now)
    }

    private static func pairKey(account: String, address: String) -> String {
        "\(account)\u{0}\(address)"
    }
}
