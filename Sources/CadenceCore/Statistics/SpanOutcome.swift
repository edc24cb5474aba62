/// docs/domain-rules.md §4: a span's outcome. A pending span's outcome is not yet certain.
public enum SpanOutcome: String, Sendable, Hashable, Codable {
    case success, failure, neutral, pending
}
