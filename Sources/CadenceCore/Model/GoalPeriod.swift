/// docs/domain-rules.md §2: the goal's measurement duration (source 000 `MeasurementDuration`).
public enum GoalPeriod: String, Sendable, Codable, CaseIterable, Hashable {
    case day, week, month
}
