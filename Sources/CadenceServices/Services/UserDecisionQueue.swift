import CadenceCore
import CadenceStorage
import Synchronization

/// Lets one decision at a time run per user in this process (docs/domain-rules.md §6
/// "Concurrent changes"), first come first served — or, for decisions made inside one write
/// transaction of the store (§6 "One write"), several at once.
///
/// A usual decision reads a user's facts, decides awards and unlocks, and writes them guarded by
/// `.requireRevision`. Writers of one process queue here (`run`, alone) instead of racing, so
/// none of them starves on retries; writers of other processes (the command line beside the
/// server, several server processes) are kept exact by the revision guard and retried.
///
/// A one-write decision reads and writes in one transaction of the store, so it needs no guard
/// and cannot be refused by another one-write decision: those share the turn (`runShared`) and
/// the store runs them one after the other without handing back here in between. A usual decision
/// still runs alone: it waits for the shared ones running, and the ones that arrive after it
/// wait for it (first come first served in both directions, so neither kind starves).
final class UserDecisionQueue: Sendable {
    /// One user's turn: how many decisions hold it (shared), or whether one holds it alone,
    /// and the decisions waiting, oldest first.
    private struct Turn {
        var sharedHolders = 0
        var isHeldAlone = false
        var waiting: [(alone: Bool, continuation: CheckedContinuation<Void, Never>)] = []

        var isIdle: Bool { sharedHolders == 0 && !isHeldAlone && waiting.isEmpty }

        /// Whether a new decision may take the turn now: nobody waits before it, and what holds
        /// the turn allows it.
        func admits(alone: Bool) -> Bool {
            guard waiting.isEmpty, !isHeldAlone else { return false }
            return !alone || sharedHolders == 0
        }

        mutating func take(alone: Bool) {
            if alone { isHeldAlone = true } else { sharedHolders += 1 }
        }

        /// The waiting decisions that may run once a holder left: the oldest one alone, or the
        /// oldest run of shared ones.
        mutating func admitWaiting() -> [CheckedContinuation<Void, Never>] {
            var admitted: [CheckedContinuation<Void, Never>] = []
            while let next = waiting.first, !isHeldAlone {
                if next.alone {
                    guard sharedHolders == 0 else { break }
                    isHeldAlone = true
                } else {
                    sharedHolders += 1
                }
                admitted.append(next.continuation)
                waiting.removeFirst()
            }
            return admitted
        }
    }

    private let turns = Mutex<[UserID: Turn]>([:])

    /// The user whose decision the current task runs alone, so that a nested call runs at once.
    @TaskLocal static var decidingFor: UserID?

    /// Runs `body` once no other decision of `user` runs in this process.
    func run<Value>(for user: UserID, _ body: () async throws -> Value) async throws -> Value {
        if Self.decidingFor == user { return try await body() }
        await acquire(user, alone: true)
        defer { release(user, alone: true) }
        return try await Self.$decidingFor.withValue(user) { try await body() }
    }

    /// Runs `body`, a one-write decision, beside other one-write decisions of `user` but never
    /// beside a usual one. Inside a usual decision of the same user it runs at once (that one
    /// holds the turn alone). `body` must not start a usual decision of the same user: that
    /// one would wait for this one to end.
    func runShared<Value>(for user: UserID, _ body: () async throws -> Value) async throws -> Value {
        if Self.decidingFor == user { return try await body() }
        await acquire(user, alone: false)
        defer { release(user, alone: false) }
        return try await body()
    }

    private func acquire(_ user: UserID, alone: Bool) async {
        // The usual case, nobody in the way: take the turn without suspending (a suspension
        // costs a hop through the executor on every check-in).
        let free = turns.withLock { table -> Bool in
            var turn = table[user] ?? Turn()
            guard turn.admits(alone: alone) else { return false }
            turn.take(alone: alone)
            table[user] = turn
            return true
        }
        if free { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let runsNow = turns.withLock { table -> Bool in
                var turn = table[user] ?? Turn()
                if turn.admits(alone: alone) {
                    turn.take(alone: alone)
                    table[user] = turn
                    return true
                }
                turn.waiting.append((alone, continuation))
                table[user] = turn
                return false
            }
            if runsNow { continuation.resume() }
        }
    }

    private func release(_ user: UserID, alone: Bool) {
        let admitted = turns.withLock { table -> [CheckedContinuation<Void, Never>] in
            guard var turn = table[user] else { return [] }
            if alone { turn.isHeldAlone = false } else { turn.sharedHolders -= 1 }
            let admitted = turn.admitWaiting()
            table[user] = turn.isIdle ? nil : turn
            return admitted
        }
        for continuation in admitted { continuation.resume() }
    }

    /// Whether any decision of `user` holds or waits for the turn (for tests).
    func isBusy(_ user: UserID) -> Bool {
        turns.withLock { $0[user] != nil }
    }
}
