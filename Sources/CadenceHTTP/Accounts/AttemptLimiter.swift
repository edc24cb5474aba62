import CadenceCore
import Foundation
import Synchronization

/// Counts attempts per key in a sliding window, in this process's memory.
///
/// Rate-limit state is per process (documented in docs/api.md): several server processes
/// each allow the limit. Sessions and tokens, which must be shared, live in the database.
package final class AttemptLimiter: Sendable {
    private let limit: ServerConfiguration.RateLimit
    private let attempts = Mutex<[String: [Date]]>([:])
    /// Beyond this many keys, keys with no attempt in the window are dropped.
    private let pruneThreshold = 10_000

    package init(limit: ServerConfiguration.RateLimit) {
        self.limit = limit
    }

    /// Seconds until `key` may try again, or `nil` when it may try now.
    package func retryAfter(_ key: String, now: Date) -> Int? {
        attempts.withLock { table in
            let recent = (table[key] ?? []).filter { now.timeIntervalSince($0) < limit.window }
            table[key] = recent.isEmpty ? nil : recent
            guard recent.count >= limit.attempts, let oldest = recent.first else { return nil }
            return NumericBoundary.clamped(limit.window - now.timeIntervalSince(oldest), rounding: .up, to: 1...Int(Int32.max))
        }
    }

    /// How many attempts `key` made in the window ending `now`.
    package func count(_ key: String, now: Date) -> Int {
        attempts.withLock { table in
            (table[key] ?? []).filter { now.timeIntervalSince($0) < limit.window }.count
        }
    }

    /// Records an attempt by `key`.
    package func record(_ key: String, now: Date) {
        attempts.withLock { table in
            if table.count >= pruneThreshold {
                table = table.filter { _, times in times.contains { now.timeIntervalSince($0) < limit.window } }
            }
            table[key, default: []].append(now)
        }
    }

    /// Forgets `key`'s attempts (after a successful sign-in).
    package func reset(_ key: String) {
        attempts.withLock { table in table[key] = nil }
    }
}
