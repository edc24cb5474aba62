import CadenceServices
import Foundation

/// Rate limits sign-in per client address, per account and address, per account and per
/// device, and sign-up per address (docs/api.md "Rate limits"; docs/domain-rules.md §8).
///
/// - A sign-in presenting a valid device cookie for the account (`DeviceCookie`) is judged by
///   that device alone: its failures count against the pair (account, device) — 10 per 15
///   minutes — and nothing else stops it, so no lockout of unknown devices, of an address or of
///   the account ever blocks a browser the owner signed in from (OWASP's device cookies).
/// - Every other sign-in comes from an *unknown device*. Every attempt counts against the
///   client address (30 per 15 minutes). A failure counts against the pair (account, address):
///   10 failures per 15 minutes stop unknown devices at that address from trying that account.
///   A failure also counts against the account from any address: 100 failures in an hour (a
///   spread-out guessing attack) make the account back off for unknown devices at addresses it
///   has not signed in from successfully in the last 30 days.
///
/// A limit reached answers 429 with `Retry-After`, without checking the password. The counts
/// live in the store's attempt log, shared by every server process on it.
package struct SignInGuard: Sendable {
    private let perAddress: AttemptLimiter
    private let perAccountAndAddress: AttemptLimiter
    private let perAccount: AttemptLimiter
    /// Failures by (account, device cookie nonce).
    private let perDevice: AttemptLimiter
    /// Successful sign-ins by (account, address), remembered for `knownAddressLifetime`.
    private let knownAddresses: AttemptLimiter

    /// How long a successful sign-in exempts its address from the account-wide back-off.
    package static let knownAddressLifetime: TimeInterval = 30 * 86_400

    package init(configuration: ServerConfiguration, accounts store: AccountService) {
        perAddress = AttemptLimiter(limit: configuration.signInLimitPerAddress, scope: "address", store: store)
        perAccountAndAddress = AttemptLimiter(
            limit: configuration.signInLimitPerAccountAndAddress, scope: "pair", store: store)
        perAccount = AttemptLimiter(limit: configuration.signInLimitPerAccount, scope: "account", store: store)
        perDevice = AttemptLimiter(limit: configuration.signInLimitPerAccountAndAddress, scope: "device", store: store)
        knownAddresses = AttemptLimiter(
            limit: .init(attempts: 1, window: Self.knownAddressLifetime), scope: "known", store: store)
    }

    /// Throws 429 when this attempt may not be judged now; otherwise counts it against the
    /// address. With `device` (the nonce of a device cookie valid for `username`) only that
    /// device's failures count; without, the address, the pair (username, address) and — for an
    /// address the account has not signed in from — the account.
    package func admit(username: String?, address: String, device: String? = nil, now: Date) async throws {
        var waits: [Int?] = []
        if let username, let device {
            let account = Self.storedKey(AccountValidator.usernameKey(username))
            waits.append(try await perDevice.retryAfter(Self.pairKey(account: account, address: device), now: now))
        } else {
            waits.append(try await perAddress.retryAfter(Self.storedKey(address), now: now))
            if let username {
                let account = Self.storedKey(AccountValidator.usernameKey(username))
                let pair = Self.pairKey(account: account, address: address)
                waits.append(try await perAccountAndAddress.retryAfter(pair, now: now))
                if try await knownAddresses.count(pair, now: now) == 0 {
                    waits.append(try await perAccount.retryAfter(account, now: now))
                }
            }
        }
        if let wait = waits.compactMap({ $0 }).max() { throw HTTPRefusal.rateLimited(retryAfter: wait) }
        try await perAddress.record(Self.storedKey(address), now: now)
    }

    /// Counts a failed sign-in: against the device only when it presented a valid device
    /// cookie; otherwise against the pair (account, address) and against the account.
    package func recordFailure(username: String, address: String, device: String? = nil, now: Date) async throws {
        let account = Self.storedKey(AccountValidator.usernameKey(username))
        if let device {
            try await perDevice.record(Self.pairKey(account: account, address: device), now: now)
            return
        }
        try await perAccountAndAddress.record(Self.pairKey(account: account, address: address), now: now)
        try await perAccount.record(account, now: now)
    }

    /// After a successful sign-in: clears the pair's (and the device's) failures and remembers
    /// the address as the account's. The account-wide count stays: an attack from elsewhere
    /// goes on being slowed.
    package func recordSuccess(username: String, address: String, device: String? = nil, now: Date) async throws {
        let account = AccountValidator.usernameKey(username)
        let pair = Self.pairKey(account: account, address: address)
        try await perAccountAndAddress.reset(pair)
        if let device { try await perDevice.reset(Self.pairKey(account: account, address: device)) }
        try await knownAddresses.reset(pair)
        try await knownAddresses.record(pair, now: now)
    }

    private static func pairKey(account: String, address: String) -> String {
        "\(storedKey(account))\u{1F}\(storedKey(address))"
    }

    /// A key as the attempt log stores it: U+0000 (which SQLite's C strings cut at and
    /// PostgreSQL's text refuses) becomes U+FFFD, and a key is at most 256 characters — a
    /// username longer than any valid one still counts, against its first 256 characters.
    static func storedKey(_ text: String) -> String {
        String(text.prefix(256)).replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
    }
}
