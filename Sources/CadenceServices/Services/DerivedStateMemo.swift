import CadenceCore
import CadenceStorage
import Foundation
import Synchronization

/// Remembers, per user, the span of instants during which this process last brought the
/// user's stored derived state up to "today" (docs/domain-rules.md §5 "Stored derived state").
/// A change on one of the settling days (`HabitFold.settlingDays`) cannot make that state stale,
/// so while the clock stays in that span such a change skips the upkeep. A change made meanwhile by another process only leaves the state
/// absent (the store drops what is stale), never wrong.
final class DerivedStateMemo: Sendable {
    private struct Entry {
        let span: ClosedRange<Date>
        let settled: Day
    }

    private let fresh = Mutex<[UserID: Entry]>([:])

    /// Whether the state was brought to the day containing `instant`, and a change on `day`
    /// (`nil`: today) cannot make it stale (the day is not before the settled days).
    func isFresh(_ user: UserID, at instant: Date, touching day: Day?) -> Bool {
        fresh.withLock { table in
            guard let entry = table[user], entry.span.contains(instant) else { return false }
            return day.map { $0 >= entry.settled } ?? true
        }
    }

    func markFresh(_ user: UserID, during span: ClosedRange<Date>, settledFrom settled: Day) {
        fresh.withLock { table in
            if table.count > 10_000 { table.removeAll() }
            table[user] = Entry(span: span, settled: settled)
        }
    }
}
