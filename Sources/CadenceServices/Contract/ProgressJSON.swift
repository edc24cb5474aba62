import CadenceCore
import CadenceStorage
import Foundation

/// A user's progress (docs/domain-rules.md §6; `CadenceService.progress(for:)`):
/// `{"xp": {"total", "level", "intoLevel", "levelSpan", "toNextLevel"}, "globalStreak":
/// {"current", "longest", "perfectDays", "lastPerfectDay"}, "transactions": [{"amount",
/// "reason", "date", "at"}], "achievements": [{"id", "title", "unlocked", "unlockedAt",
/// "progress", "target", "xp"}]}`.
///
/// `transactions` are the latest XP ledger entries, newest first; `reason` is `perfectDay`,
/// `perfectDayRevoked` or `achievement`, `date` the day an award concerns (`null` for an
/// achievement). `achievements` lists the whole catalog; `unlockedAt` is `null` while locked.
public struct ProgressJSON: Codable, Sendable, Hashable {
    /// XP and level: `{"total", "level", "intoLevel", "levelSpan", "toNextLevel"}`.
    public struct XPJSON: Codable, Sendable, Hashable {
        public var total: Int
        public var level: Int
        public var intoLevel: Int
        public var levelSpan: Int
        public var toNextLevel: Int

        public init(_ level: LevelProgress) {
            total = level.totalXP
            self.level = level.level
            intoLevel = level.intoLevel
            levelSpan = level.levelSpan
            toNextLevel = level.toNextLevel
        }
    }

    /// The global streak of perfect days: `{"current", "longest", "perfectDays", "lastPerfectDay"}`.
    public struct GlobalStreakJSON: Codable, Sendable, Hashable {
        public var current: Int
        public var longest: Int
        public var perfectDays: Int
        @NullWhenAbsent public var lastPerfectDay: Day?

        public init(_ streak: GlobalStreak) {
            current = streak.current
            longest = streak.longest
            perfectDays = streak.perfectDays
            lastPerfectDay = streak.lastPerfectDay
        }

        private enum CodingKeys: String, CodingKey {
            case current, longest, perfectDays, lastPerfectDay
        }
    }

    /// One XP ledger entry: `{"amount", "reason", "date", "at"}`.
    public struct TransactionJSON: Codable, Sendable, Hashable {
        public var amount: Int
        public var reason: XPTransaction.Reason
        @NullWhenAbsent public var date: Day?
        public var at: String

        public init(_ transaction: XPTransaction) {
            amount = transaction.amount
            reason = transaction.reason
            date = transaction.day
            at = ContractJSON.instant(transaction.at)
        }

        private enum CodingKeys: String, CodingKey {
            case amount, reason, date, at
        }
    }

    /// One achievement with the user's progress: `{"id", "title", "unlocked", "unlockedAt",
    /// "progress", "target", "xp"}` (also the elements of `GET /api/v1/achievements`).
    public struct AchievementJSON: Codable, Sendable, Hashable {
        public var id: String
        public var title: String
        public var unlocked: Bool
        @NullWhenAbsent public var unlockedAt: String?
        public var progress: Int
        public var target: Int
        public var xp: Int

        public init(_ entry: ProgressReport.AchievementProgress) {
            id = entry.achievement.id
            title = entry.achievement.title
            unlocked = entry.isUnlocked
            unlockedAt = entry.unlockedAt.map(ContractJSON.instant)
            progress = entry.progress
            target = entry.achievement.target
            xp = entry.achievement.xp
        }

        private enum CodingKeys: String, CodingKey {
            case id, title, unlocked, unlockedAt, progress, target, xp
        }
    }

    public var xp: XPJSON
    public var globalStreak: GlobalStreakJSON
    public var transactions: [TransactionJSON]
    public var achievements: [AchievementJSON]

    public init(_ report: ProgressReport) {
        xp = XPJSON(report.level)
        globalStreak = GlobalStreakJSON(report.globalStreak)
        transactions = report.recentTransactions.map(TransactionJSON.init)
        achievements = report.achievements.map(AchievementJSON.init)
    }
}
