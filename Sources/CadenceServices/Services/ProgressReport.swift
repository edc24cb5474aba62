import CadenceCore
import CadenceStorage
import Foundation

/// docs/domain-rules.md §6: a user's motivation layer at a glance — XP and level, the global streak,
/// recent ledger entries and every achievement with its progress.
public struct ProgressReport: Sendable, Hashable {
    /// One achievement of the catalog, with the user's progress toward it.
    public struct AchievementProgress: Sendable, Hashable {
        public let achievement: Achievement
        public let unlockedAt: Date?
        /// `min(value, target)`; the target once unlocked (unlocking is kept).
        public let progress: Int
        public var isUnlocked: Bool { unlockedAt != nil }
    }

    public let level: LevelProgress
    public let globalStreak: GlobalStreak
    /// Newest first.
    public let recentTransactions: [XPTransaction]
    public let achievements: [AchievementProgress]
}
