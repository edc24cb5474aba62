import CadenceCore
import Foundation

/// docs/domain-rules.md §7: at most 100 active habits per user. The one rule every path calls —
/// creating, unarchiving, importing, syncing, and each backend's own check inside its
/// transaction (the last line of defence) — with one wording.
public enum HabitLimits {
    public static let maximumActive = 100

    /// Whether a user may have `active` active habits.
    public static func allows(active: Int) -> Bool {
        active <= maximumActive
    }

    /// The refusal for a change that would leave a user with `active` active habits
    /// (more than `maximumActive`).
    public static func refusal(active: Int) -> CadenceError {
        CadenceError(
            .habitLimitReached, field: nil,
            "that would give you \(active) active habits; at most \(maximumActive) may be active — archive or delete one first")
    }

    /// Throws `habitLimitReached` unless a user may have `active` active habits.
    public static func check(active: Int) throws(CadenceError) {
        guard allows(active: active) else { throw refusal(active: active) }
    }
}
