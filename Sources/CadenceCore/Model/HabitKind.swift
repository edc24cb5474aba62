/// docs/domain-rules.md §2: `build` (formation: reach at least the target) or `quit` (breaking: stay at
/// or under the limit).
public enum HabitKind: String, Sendable, Codable, CaseIterable, Hashable {
    case build
    case quit
}
