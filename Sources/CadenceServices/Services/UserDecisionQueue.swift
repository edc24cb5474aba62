import CadenceCore
import CadenceStorage
import Synchronization

/// Lets one decision at a time run per user in this process (docs/domain-rules.md §6
/// "Concurrent changes"), first come first served.
///
/// A decision reads a user's facts, decides awards and unlocks, and writes them guarded by
/// `.requireRevision`. Writers of one process queue here instead of racing, so none of them
/// starves on retries; writers of other processes (the command line beside the server,
/// several server processes) are kept exact by the revision guard and retried.
final class UserDecisionQueue: Sendable {
    /// Per user with a decision running, the decisions waiting behind it.
    private let waiting = Mutex<[UserID: [CheckedContinuation<Void, Never>]]>([:])

    /// The user whose decision the current task is running, so that a nested call runs at once.
    @TaskLocal static var decidingFor: UserID?

    /// Runs `body` once no other decision of `user` runs in this process.
    func run<Value>(for user: UserID, _ body: () async throws -> Value) async throws -> Value {
        if Self.decidingFor == user { return try await body() }
        await acquire(user)
        defer { release(user) }
        return try await Self.$decidingFor.withValue(user) { try await body() }
    }

    private func acquire(_ user: UserID) async {
        // The usual case, nobody deciding for this user: take the turn without suspending
        // (a suspension costs a hop through the executor on every check-in).
        let free = waiting.withLock { table -> Bool in
            guard table[user] == nil else { return false }
            table[user] = []
            return true
        }
        if free { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let runsNow = waiting.withLock { table -> Bool in
                guard table[user] != nil else {
                    table[user] = []
                    return true
                }
                table[user, default: []].append(continuation)
                return false
            }
            if runsNow { continuation.resume() }
        }
    }

    private func release(_ user: UserID) {
        let next = waiting.withLock { table -> CheckedContinuation<Void, Never>? in
            guard var queue = table[user], !queue.isEmpty else {
                table[user] = nil
                return nil
            }
            let first = queue.removeFirst()
            table[user] = queue
            return first
        }
        next?.resume()
    }
}
