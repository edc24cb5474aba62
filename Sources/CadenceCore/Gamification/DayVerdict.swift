/// docs/domain-rules.md §6: whether a day was perfect across all of a user's habits.
public enum DayVerdict: String, Sendable, Hashable, Codable {
    /// At least one day-unit habit was due; every one succeeded or was skipped; one succeeded.
    case perfect
    /// Something due was neither met nor skipped.
    case imperfect
    /// Nothing was due (or everything due was skipped): the day neither counts nor breaks.
    case neutral
}
