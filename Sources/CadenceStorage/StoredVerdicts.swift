import CadenceCore

/// docs/domain-rules.md §6 "Stored derived state": a user's day verdicts as stored — every
/// perfect or imperfect day before `through` (neutral days are not stored). The store keeps
/// them equal to the derivation by dropping what a change makes stale: a fact on day D before
/// `through` moves `through` back to D; a habit's definition, its deletion or the user's
/// settings drop them all (docs/schema.md "Derived state").
public struct StoredVerdicts: Sendable, Hashable {
    /// The replaced range starts here (`nil`: everything stored is replaced).
    public var from: Day?
    /// The first day not stored.
    public var through: Day
    /// The non-neutral verdicts of days in `[from, through)`.
    public var verdicts: [Day: DayVerdict]

    public init(from: Day?, through: Day, verdicts: [Day: DayVerdict]) {
        self.from = from
        self.through = through
        self.verdicts = verdicts.filter { $0.value != .neutral }
    }

    /// The verdicts sorted by day, as `VerdictHistory` reads them.
    public var sorted: [(Day, DayVerdict)] {
        verdicts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
