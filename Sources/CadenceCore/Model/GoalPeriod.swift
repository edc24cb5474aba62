/// docs/domain-rules.md §2: the goal's measurement duration.
public enum GoalPeriod: String, Sendable, Codable, CaseIterable, Hashable {
    case day, week, month
}
