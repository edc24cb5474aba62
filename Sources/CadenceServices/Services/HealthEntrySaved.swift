import CadenceCore

/// What saving a health entry did (docs/domain-rules.md §12 "Health"): the entry as stored and
/// whether it replaced the day's value of a one-value-a-day type (sleep, steps, weight) —
/// the existing entry updated, keeping its id — rather than adding an entry.
public struct HealthEntrySaved: Sendable, Hashable {
    public let entry: HealthEntry
    public let replaced: Bool
    /// A repeat of a request with the same client id: nothing was recorded, `entry` is what the
    /// first one recorded (docs/domain-rules.md §12 "Health").
    public let isRepeat: Bool

    public init(entry: HealthEntry, replaced: Bool, isRepeat: Bool = false) {
        self.entry = entry
        self.replaced = replaced
        self.isRepeat = isRepeat
    }
}
