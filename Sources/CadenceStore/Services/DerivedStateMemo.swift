import CadenceCore
import Foundation
import Synchronization

/// Remembers, per user, the span of instants during which this process last brought the
/// user's stored derived state up to "today" (docs/domain-rules.md §5 "Stored derived state").
/// A check-in on today cannot make that state stale, so while the clock stays in that span the
/// check-in skips the upkeep. A change made meanwhile by another process only leaves the state
/// absent (the store drops what is stale), never wrong.
final class DerivedStateMemo: Sendable {
    private let fresh = Mutex<[UserID: ClosedRange<Date>]>([:])

    func isFresh(_ user: UserID, at instant: Date) -> Bool {
        fresh.withLock { $0[user]?.contains(instant) ?? false }
    }

    func markFresh(_ user: UserID, during span: ClosedRange<Date>) {
        fresh.withLock { table in
            if table.count > 10_000 { table.removeAll() }
            table[user] = span
        }
    }

    func forget(_ user: UserID) {
        _ = fresh.withLock { $0.removeValue(forKey: user) }
    }
}
