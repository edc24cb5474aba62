import CadenceCore
import Foundation
import Synchronization

/// Caches the JSON of derived answers (today's list, statistics, the overview, analytics,
/// progress) per user and route, so that a client polling `GET /api/v1/today` does not
/// re-derive it from ten years of check-ins each time.
///
/// docs/architecture.md allows caches when they always equal the derivation from scratch. An entry
/// is used only while (1) the user's data revision is the one it was computed at — the store
/// raises it in the same transaction as any change to the user's facts, whichever process or
/// tool writes (`AccountStore.dataRevision(of:)`) — and (2) it is still the same day in the
/// user's calendar. The revision is read *before* computing, so an entry is never older than
/// its revision. `Tests/CadenceServerTests/DerivedResponseCacheTests.swift` checks cached
/// answers against fresh ones after every kind of change.
package final class DerivedResponseCache: Sendable {
    /// The cached answer for one user and route.
    package struct Entry: Sendable {
        package let revision: Int64
        package let calendar: UserCalendar
        package let day: Day
        package let body: Data
    }

    private struct Key: Hashable {
        package let user: UserID
        package let route: String
    }

    private struct Table {
        package var entries: [Key: Entry] = [:]
        package var bytes = 0
    }

    private let table = Mutex(Table())
    /// Past this many bytes of bodies the cache starts over (a simple bound on memory).
    package let capacity: Int

    package init(capacity: Int = 64 << 20) {
        self.capacity = capacity
    }

    /// The cached body for `route` when it is still valid at `revision` and `now`.
    package func body(user: UserID, route: String, revision: Int64, now: Date) -> Data? {
        let entry = table.withLock { $0.entries[Key(user: user, route: route)] }
        guard let entry, entry.revision == revision, entry.calendar.day(containing: now) == entry.day else { return nil }
        return entry.body
    }

    /// Remembers a body computed for `route` at `revision`, on `day` of `calendar`.
    package func store(_ body: Data, user: UserID, route: String, revision: Int64, calendar: UserCalendar, day: Day) {
        table.withLock { table in
            if table.bytes + body.count > capacity { table = Table() }
            let key = Key(user: user, route: route)
            table.bytes += body.count - (table.entries[key]?.body.count ?? 0)
            table.entries[key] = Entry(revision: revision, calendar: calendar, day: day, body: body)
        }
    }
}
