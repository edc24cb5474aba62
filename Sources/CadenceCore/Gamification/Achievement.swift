/// docs/domain-rules.md §6: an achievement of the static catalog — what it asks for and what it awards.
public struct Achievement: Sendable, Hashable, Codable, Identifiable {
    /// What an achievement measures.
    public enum Requirement: String, Sendable, Hashable, Codable {
        /// Check-ins recorded.
        case checkIns
        /// Perfect days in total.
        case perfectDays
        /// The longest global streak of perfect days.
        case globalStreak
        /// The best streak of day units on any single habit.
        case habitStreak
        /// Habits created (still stored, archived ones included).
        case habitsCreated
        /// Whole calendar weeks with no imperfect day and at least one perfect one.
        case perfectWeeks
        /// Global streaks of 3 or more rebuilt after one of 3 or more was broken.
        case comebacks
    }

    public let id: String
    public let title: String
    public let description: String
    /// An SF Symbol name.
    public let icon: String
    /// A grouping for display (`consistency`, `volume`, `milestones`).
    public let category: String
    public let requirement: Requirement
    public let target: Int
    public let xp: Int

    public init(id: String, title: String, description: String, icon: String, category: String, requirement: Requirement, target: Int, xp: Int) {
        self.id = id
        self.title = title
        self.description = description
        self.icon = icon
        self.category = category
        self.requirement = requirement
        self.target = target
        self.xp = xp
    }
}
