import CadenceCore
import CadenceStorage
import Foundation
import Synchronization

/// The server process's memory of the personal API tokens it has recently seen, keyed by the
/// token's SHA-256 digest (never the secret), so that a client sending the same
/// `Authorization: Bearer …` many times a second is not looked up in the store each time.
///
/// Revocation is honoured (docs/api.md "Accounts, sessions and tokens"; docs/architecture.md):
/// - a revocation, sign-out, password change or account deletion made *through this process*
///   drops the entries concerned at once (`CachingAccountStore` calls `forget…` after the store
///   has committed the change);
/// - every entry expires `lifetime` seconds (2 s) after it was read from the store, so a token
///   revoked by another process sharing the database (or by the command line) stops working
///   here within that bound;
/// - a look-up that began before a `forget…` never stores what it read (the generation check),
///   so a token revoked while a request was reading it is not put back.
///
/// The clock is the server's injected one (`ServiceEnvironment.now`), so tests move it by hand.
/// An entry whose read instant lies in the future of the clock (the clock moved back) counts as
/// expired.
package final class APITokenCache: Sendable {
    /// A token as the store last answered it, and when.
    private struct Entry {
        var token: APIToken
        let readAt: Date
    }

    private struct Table {
        var entries: [String: Entry] = [:]
        /// Raised by every `forget…`; a look-up stores its result only if it has not moved.
        var generation: UInt64 = 0
    }

    private let table = Mutex(Table())
    /// How long an entry is used after it was read from the store, in seconds.
    package let lifetime: TimeInterval
    /// At most this many entries; past it the cache starts over (a bound on memory).
    package let capacity: Int

    /// - Parameters:
    ///   - lifetime: seconds an entry lives (0 < lifetime ≤ 60; default 2).
    ///   - capacity: the most entries kept (≥ 1; default 10,000).
    package init(lifetime: TimeInterval = 2, capacity: Int = 10_000) {
        precondition(lifetime > 0 && lifetime <= 60, "an API token cache entry lives between 0 and 60 s")
        precondition(capacity >= 1, "an API token cache holds at least one entry")
        self.lifetime = lifetime
        self.capacity = capacity
    }

    /// The current generation, to pass to `remember` after reading the store.
    package var generation: UInt64 {
        table.withLock { $0.generation }
    }

    /// The token with digest `tokenHash` when it was read from the store less than `lifetime`
    /// ago at `now`; `nil` when it must be read again.
    package func token(tokenHash: String, now: Date) -> APIToken? {
        table.withLock { table -> APIToken? in
            guard let entry = table.entries[tokenHash] else { return nil }
            let age = now.timeIntervalSince(entry.readAt)
            guard age >= 0, age < lifetime else {
                table.entries[tokenHash] = nil
                return nil
            }
            return entry.token
        }
    }

    /// Remembers an active token read from the store at `readAt`, unless something was
    /// forgotten since `generation` was taken (the read may predate a revocation).
    package func remember(_ token: APIToken, tokenHash: String, readAt: Date, generation: UInt64) {
        guard token.revokedAt == nil else { return }
        table.withLock { table in
            guard table.generation == generation else { return }
            if table.entries[tokenHash] == nil, table.entries.count >= capacity { table.entries = [:] }
            table.entries[tokenHash] = Entry(token: token, readAt: readAt)
        }
    }

    /// Records a use of token `id` written to the store, so its cached `lastUsedAt` stays current
    /// (the middleware writes a use at most once a minute, judging by it).
    package func noteUse(of id: APIToken.ID, at instant: Date) {
        table.withLock { table in
            for (hash, entry) in table.entries where entry.token.id == id {
                table.entries[hash]?.token.lastUsedAt = instant
            }
        }
    }

    /// Drops the token with id `id`.
    package func forget(tokenID id: APIToken.ID) {
        table.withLock { table in
            table.generation &+= 1
            table.entries = table.entries.filter { $0.value.token.id != id }
        }
    }

    /// Drops every token of `user`.
    package func forget(user: UserID) {
        table.withLock { table in
            table.generation &+= 1
            table.entries = table.entries.filter { $0.value.token.user != user }
        }
    }

    /// How many entries are held (for tests).
    package var count: Int {
        table.withLock { $0.entries.count }
    }
}
