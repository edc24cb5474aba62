import CadenceCore
import Synchronization

/// Shares one store read of a user's data revision between the requests of that user that
/// arrive while another read of it is under way (docs/api.md "Caching of derived answers";
/// docs/architecture.md).
///
/// Correctness: a request never uses a read that **began before it arrived** — such a read
/// could miss a change its client made just before sending it. A request that finds a read in
/// flight waits for the *next* read, which begins after the current one ends (so after the
/// request arrived), and which it shares with every request that arrived in the meantime. So
/// every request sees the store as it was at some instant after it arrived, exactly as if it
/// had read the revision itself; with one request at a time nothing changes, and N requests
/// of one user arriving together cost about two reads instead of N.
///
/// The first waiting request of a batch reads for the whole batch; a failed read is not shared
/// (the rest of its batch reads again).
package final class CoalescedRevisionReads: Sendable {
    /// What a waiting request is resumed with: the batch's revision, or the task of reading it.
    private enum Turn: Sendable {
        case revision(Int64)
        case lead(followers: [CheckedContinuation<Turn, any Error>])
    }

    /// One user's reads: whether one is under way, and who waits for the next.
    private struct Line {
        var next: [CheckedContinuation<Turn, any Error>] = []
    }

    private let lines = Mutex<[UserID: Line]>([:])

    package init() {}

    /// How many requests of `user` wait for the next read (for tests).
    package func waiting(for user: UserID) -> Int {
        lines.withLock { $0[user]?.next.count ?? 0 }
    }

    /// `user`'s data revision, read by `read` after this call began — by this request, or by
    /// a request of the same batch.
    package func revision(of user: UserID, read: @Sendable (UserID) async throws -> Int64) async throws -> Int64 {
        // Lead a read when none is under way; else wait for the next one (resumed at once, with
        // no suspension, when leading).
        let turn = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Turn, any Error>) in
            let leads = lines.withLock { lines -> Bool in
                guard lines[user] != nil else {
                    lines[user] = Line()
                    return true
                }
                lines[user]?.next.append(continuation)
                return false
            }
            if leads { continuation.resume(returning: .lead(followers: [])) }
        }
        switch turn {
        case .revision(let revision): return revision
        case .lead(let followers): return try await lead(user: user, followers: followers, read: read)
        }
    }

    /// Reads for this request and `followers`, then hands the next batch (if any) its turn. A
    /// failed read (the leader's task cancelled, a database error) is not shared: the followers
    /// read again, led by the first of them.
    private func lead(
        user: UserID, followers: [CheckedContinuation<Turn, any Error>], read: @Sendable (UserID) async throws -> Int64
    ) async throws -> Int64 {
        do {
            let revision = try await read(user)
            for follower in followers { follower.resume(returning: .revision(revision)) }
            handOff(user: user)
            return revision
        } catch {
            if let first = followers.first { first.resume(returning: .lead(followers: Array(followers.dropFirst()))) }
            handOff(user: user)
            throw error
        }
    }

    /// Gives the requests that arrived during a read their own read, led by the first of them;
    /// forgets the user when none did.
    private func handOff(user: UserID) {
        let next = lines.withLock { lines -> [CheckedContinuation<Turn, any Error>] in
            let waiting = lines[user]?.next ?? []
            if waiting.isEmpty { lines[user] = nil } else { lines[user]?.next = [] }
            return waiting
        }
        if let first = next.first {
            first.resume(returning: .lead(followers: Array(next.dropFirst())))
        }
    }
}
