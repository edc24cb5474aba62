import Foundation

/// An achievement a user has unlocked, and when (docs/domain-rules.md §6: unlocking is once and is kept).
public struct AchievementUnlock: Sendable, Hashable, Codable {
    public var achievementID: String
    public var unlockedAt: Date

    public init(achievementID: String, unlockedAt: Date) {
        self.achievementID = achievementID
        self.unlockedAt = unlockedAt
    }
}
