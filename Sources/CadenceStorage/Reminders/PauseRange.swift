import CadenceCore

/// A run of consecutive days on which the same habits are skipped (docs/domain-rules.md §9
/// "Pauses"): what `pause list` shows. A pause is stored as the skipped days themselves.
public struct PauseRange: Sendable, Hashable {
    public let from: Day
    public let through: Day
    public let habits: [Habit]

    public init(from: Day, through: Day, habits: [Habit]) {
        self.from = from
        self.through = through
        self.habits = habits
    }
}
