import CadenceCore
import Foundation
import NIOCore
import Synchronization

/// Caches the JSON of derived answers (today's list, statistics, the overview, analytics,
/// progress) per user and route, so that a client polling `GET /api/v1/today` does not
/// re-derive it from ten years of check-ins each time.
///
/// docs/architecture.md allows caches when they always equal the derivation from scratch. An entry
/// is used only while (1) the user's data revision is the one it was computed at — the store
/// raises it in the same transaction as any change to the user's facts, whichever process or
/// tool writes (`AccountService.dataRevision(of:)`) — and (2) it is still the same day in the
/// user's calendar. The revision is read *before* computing, so an entry is never older than
/// its revision. `Tests/CadenceServerTests/DerivedResponseCacheTests.swift` checks cached
/// answers against fresh ones after every kind of change.
///
/// Bodies are kept as `ByteBuffer`s, so that a hit hands the response the cached bytes without
/// copying them (a `ByteBuffer` is copy-on-write). "Still the same day" is checked against the
/// day's first and last instants, worked out once when the entry is stored (`Entry.instants`):
/// `UserCalendar.day(containing:)` never goes back as time goes on, so an instant between two
/// instants of the day is of that day too.
package final class DerivedResponseCache: Sendable {
    /// The cached answer for one user and route.
    package struct Entry: Sendable {
        package let revision: Int64
        package let calendar: UserCalendar
        package let day: Day
        /// The encoded answer.
        package let buffer: ByteBuffer
        /// The answer's `ETag`, when the route gave one (it names the user, route, revision and
        /// day, all fixed for the entry).
        package let tag: String?

        /// Instants known to be of `day` from the first to the last (a millisecond before the
        /// next day begins); `nil` when the calendar did not confirm them (then every look-up
        /// works out the day).
        let instants: ClosedRange<Date>?

        /// The encoded answer as `Data` (a copy).
        package var body: Data { Data(buffer.readableBytesView) }

        /// Whether `now` is still on the entry's day.
        func isCurrent(at now: Date) -> Bool {
            guard let instants else { return calendar.day(containing: now) == day }
            return instants.contains(now)
        }

        /// The first and last instants of `day`, when `calendar` confirms both are of `day`.
        static func instants(of day: Day, in calendar: UserCalendar) -> ClosedRange<Date>? {
            let first = calendar.start(of: day)
            let last = calendar.start(of: day.adding(days: 1)).addingTimeInterval(-0.001)
            guard first <= last, calendar.day(containing: first) == day, calendar.day(containing: last) == day else { return nil }
            return first...last
        }
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

    /// The cached entry for `route` when it is still valid at `revision` and `now` (its `day`
    /// is then the user's current day).
    package func entry(user: UserID, route: String, revision: Int64, now: Date) -> Entry? {
        let entry = table.withLock { $0.entries[Key(user: user, route: route)] }
        guard let entry, entry.revision == revision, entry.isCurrent(at: now) else { return nil }
        return entry
    }

    /// The cached body for `route` when it is still valid at `revision` and `now`.
    package func body(user: UserID, route: String, revision: Int64, now: Date) -> Data? {
        entry(user: user, route: route, revision: revision, now: now)?.body
    }

    /// Remembers a body computed for `route` at `revision`, on `day` of `calendar`.
    package func store(_ body: Data, user: UserID, route: String, revision: Int64, calendar: UserCalendar, day: Day) {
        store(buffer: ByteBuffer(bytes: body), user: user, route: route, revision: revision, calendar: calendar, day: day)
    }

    /// Remembers an encoded body computed for `route` at `revision`, on `day` of `calendar`.
    package func store(
        buffer: ByteBuffer, tag: String? = nil, user: UserID, route: String, revision: Int64, calendar: UserCalendar, day: Day
    ) {
        let instants = Entry.instants(of: day, in: calendar)
        table.withLock { table in
            if table.bytes + buffer.readableBytes > capacity { table = Table() }
            let key = Key(user: user, route: route)
            table.bytes += buffer.readableBytes - (table.entries[key]?.buffer.readableBytes ?? 0)
            table.entries[key] = Entry(
                revision: revision, calendar: calendar, day: day, buffer: buffer, tag: tag, instants: instants)
        }
    }
}
