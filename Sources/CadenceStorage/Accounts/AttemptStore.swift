import Foundation

/// The sign-in attempt log (docs/api.md "Accounts, sessions and tokens", docs/deploy.md "What is
/// shared and what is per process"): kept in the store so that every server process on one
/// database counts the same attempts — with N processes an attacker still gets the limit, not N
/// times it. `scope` names the limit (`address`, `pair`, `account`, `known`), `key` what is
/// counted (a client address, an account, both).
public protocol AttemptStore: Sendable {
    /// Records one attempt at `instant` and, in the same transaction, forgets that key's
    /// attempts at or before `instant - window` (they no longer count).
    func recordAttempt(scope: String, key: String, at instant: Date, window: TimeInterval) async throws
    /// The instants of the key's attempts after `since`, oldest first.
    func attempts(scope: String, key: String, after since: Date) async throws -> [Date]
    /// Forgets every attempt of the key.
    func resetAttempts(scope: String, key: String) async throws
}
