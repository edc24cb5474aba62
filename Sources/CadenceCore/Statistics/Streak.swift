/// A streak: how many consecutive successful units, and which kind of unit they are.
public struct Streak: Sendable, Hashable, Codable {
    public var count: Int
    public var unit: EvaluationSpan.Kind
    /// Whether the walk reached the start of a partial history without ending: the true
    /// streak may be longer, and the caller should read the full history.
    public var isTruncated: Bool

    public init(count: Int, unit: EvaluationSpan.Kind, isTruncated: Bool = false) {
        self.count = count
        self.unit = unit
        self.isTruncated = isTruncated
    }
}
