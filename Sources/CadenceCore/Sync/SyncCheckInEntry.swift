import Foundation

/// docs/sync.md "Merge rules", docs/domain-rules.md §13: a check-in as an add-only event with a
/// global id — its habit (global id), day, instant, amount and note, stamped when it was made —
/// and its tombstone. A deleted check-in (an undo is a delete) keeps its tombstone for good, and
/// the tombstone wins over the event whichever arrives first. A tombstone can arrive without its
/// event (the delete of a check-in this side never saw made).
public struct SyncCheckInEntry: Sendable, Hashable, Codable {
    /// The event: `nil` in a bare tombstone.
    public var event: Event?
    public var deleted: SyncStamp?

    /// What was checked in.
    public struct Event: Sendable, Hashable, Codable {
        public var habit: String
        public var day: Day
        /// The check-in's instant, milliseconds since 1970.
        public var at: Int64
        public var amount: Double
        public var note: String?
        /// When it was made.
        public var t: SyncStamp

        public init(habit: String, day: Day, at: Int64, amount: Double, note: String?, t: SyncStamp) {
            self.habit = habit
            self.day = day
            self.at = at
            self.amount = amount
            self.note = note
            self.t = t
        }
    }

    public init(event: Event?, deleted: SyncStamp? = nil) {
        self.event = event
        self.deleted = deleted
    }

    public var isLive: Bool { event != nil && deleted == nil }

    /// The join: the event (the same on every side; the smaller one by stamp if two ever
    /// differed) and the earliest tombstone. Commutative, associative, idempotent.
    public func merged(with other: SyncCheckInEntry) -> SyncCheckInEntry {
        let event: Event? =
            switch (self.event, other.event) {
            case (let a?, let b?): (a.t, a.amount, a.at) <= (b.t, b.amount, b.at) ? a : b
            case (let a, nil): a
            case (nil, let b): b
            }
        let deleted: SyncStamp? =
            switch (self.deleted, other.deleted) {
            case (let a?, let b?): min(a, b)
            case (let a, nil): a
            case (nil, let b): b
            }
        return SyncCheckInEntry(event: event, deleted: deleted)
    }

    public var stamps: [SyncStamp] { (event.map { [$0.t] } ?? []) + (deleted.map { [$0] } ?? []) }
}

/// docs/sync.md "Merge rules", docs/domain-rules.md §13: "set the day's total" as an event — the
/// check-ins the set left on that day, stamped when it was made. The latest set of a habit-day
/// (by stamp) replaces every check-in of that day stamped before it; check-ins stamped after it add
/// to it.
public struct SyncDaySetEntry: Sendable, Hashable, Codable {
    /// One check-in the set left: instant (milliseconds since 1970), amount, note.
    public struct Row: Sendable, Hashable, Codable {
        public var at: Int64
        public var amount: Double
        public var note: String?

        public init(at: Int64, amount: Double, note: String?) {
            self.at = at
            self.amount = amount
            self.note = note
        }
    }

    public var t: SyncStamp
    public var rows: [Row]

    public init(t: SyncStamp, rows: [Row]) {
        self.t = t
        self.rows = rows
    }

    /// The join: the later set (equal stamps cannot differ: one device made both).
    public func merged(with other: SyncDaySetEntry) -> SyncDaySetEntry {
        other.t > t ? other : self
    }
}
