import CadenceCore

/// What a partner sees of one habit shared with them (docs/domain-rules.md "§25
/// Partners and shared habits"): its look, its goal in words, today's state in the owner's day,
/// its streaks and the last 30 days — never its description, notes, reminders, category or
/// (unless shared) amounts.
public struct SharedHabit: Sendable, Hashable {
    /// Today's state, in the owner's day.
    public enum State: String, Sendable, Hashable {
        case done, notYet, skipped, notDue
    }

    /// One of the last 30 days: done or not, with its total when amounts are shared.
    public struct DayMark: Sendable, Hashable {
        public let day: Day
        public let done: Bool
        public let amount: Double?
    }

    public let habitID: HabitID
    public let name: String
    public let icon: String?
    public let color: String
    /// The goal in English words (the API's `goal`).
    public let goal: String
    /// The goal itself and the habit's kind, for pages that word it in the viewer's language
    /// (docs/domain-rules.md §23).
    public let goalDefinition: Goal
    public let kind: HabitKind
    public let today: State
    /// The owner's today.
    public let day: Day
    public let currentStreak: Streak
    public let bestStreak: Streak
    /// Oldest first, ending with the owner's today.
    public let days: [DayMark]
    public let amountsShared: Bool
}
