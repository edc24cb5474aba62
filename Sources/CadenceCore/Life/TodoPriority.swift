/// How much a to-do matters (docs/domain-rules.md §12 "To-dos"); lists put higher first among
/// to-dos due the same day.
public enum TodoPriority: String, CaseIterable, Codable, Sendable, Hashable, Comparable {
    case low, medium, high

    /// 0 for low, 2 for high.
    public var rank: Int {
        switch self {
        case .low: 0
        case .medium: 1
        case .high: 2
        }
    }

    public static func < (lhs: TodoPriority, rhs: TodoPriority) -> Bool { lhs.rank < rhs.rank }
}
