/// docs/domain-rules.md §4: the span a habit is judged in — a due day, a week, a month or a k-day block.
public struct EvaluationSpan: Sendable, Hashable {
    /// The kind of span, reported with streaks (`day`, `week`, `month`, `block`).
    public enum Kind: String, Sendable, Codable, Hashable {
        case day, week, month, block
    }

    public let kind: Kind
    /// First day, clipped to the habit's start.
    public let first: Day
    /// Last day, clipped to the habit's end.
    public let last: Day
    /// The span's full calendar length before clipping (7 for a week, 28–31 for a month).
    public let fullLength: Int

    public init(kind: Kind, first: Day, last: Day, fullLength: Int) {
        self.kind = kind
        self.first = first
        self.last = last
        self.fullLength = fullLength
    }

    public func contains(_ day: Day) -> Bool { first <= day && day <= last }
}
