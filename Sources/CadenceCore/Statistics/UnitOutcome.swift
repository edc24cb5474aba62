/// docs/domain-rules.md §4: a unit's outcome. A pending unit's outcome is not yet certain.
public enum UnitOutcome: String, Sendable, Hashable, Codable {
    case success, failure, neutral, pending
}
