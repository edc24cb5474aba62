import CadenceCore
import Foundation

/// docs/domain-rules.md §7: at most 100 active habits per user.
public enum HabitLimits {
    public static let maximumActive = 100
}
