import CadenceCore
import CadenceServices
import Foundation

/// Counts attempts per key in a sliding window, in the store's attempt log (`AccountService`):
/// every server process on one store — several `cadence serve` processes on one PostgreSQL
/// database, or beside each other on one SQLite file — counts the same attempts
/// (docs/api.md "Accounts, sessions and tokens", docs/deploy.md "What is shared and what is per
/// process").
package struct AttemptLimiter: Sendable {
    private let limit: ServerConfiguration.RateLimit
    private let scope: String
    private let accounts: AccountService

    /// A limit named `scope` in the attempt log.
    package init(limit: ServerConfiguration.RateLimit, scope: String, store: AccountService) {
        self.limit = limit
        self.scope = scope
        accounts = store
    }

    /// Seconds until `key` may try again, or `nil` when it may try now.
    package func retryAfter(_ key: String, now: Date) async throws -> Int? {
        let recent = try await accounts.attempts(scope: scope, key: key, after: now.addingTimeInterval(-limit.window))
        guard recent.count >= limit.attempts, let oldest = recent.first else { return nil }
        return NumericBoundary.clamped(limit.window - now.timeIntervalSince(oldest), rounding: .up, to: 1...Int(Int32.max))
    }

    /// How many attempts `key` made in the window ending `now`.
    package func count(_ key: String, now: Date) async throws -> Int {
        try await accounts.attempts(scope: scope, key: key, after: now.addingTimeInterval(-limit.window)).count
    }

    /// Records an attempt by `key` (older attempts of the key, past the window, are dropped).
    package func record(_ key: String, now: Date) async throws {
        try await accounts.recordAttempt(scope: scope, key: key, at: now, window: limit.window)
    }

    /// Forgets `key`'s attempts (after a successful sign-in).
    package func reset(_ key: String) async throws {
        try await accounts.resetAttempts(scope: scope, key: key)
    }
}
