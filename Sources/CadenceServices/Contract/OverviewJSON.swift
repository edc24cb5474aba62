import CadenceCore
import CadenceStorage

/// One row of the overview (every active habit at a glance, docs/domain-rules.md §5):
/// `{"id", "name", "streak", "bestStreak", "successRate", "score", "struggling"}`.
/// `successRate` is over the 30 days ending today (`null` when nothing was due); `struggling`
/// marks a rate under 50%.
public struct OverviewJSON: Codable, Sendable, Hashable {
    public var id: HabitID
    public var name: String
    public var streak: Int
    public var bestStreak: Int
    @NullWhenAbsent public var successRate: Double?
    public var score: Double
    public var struggling: Bool

    public init(_ row: OverviewRow) {
        id = row.habit.id
        name = row.habit.name
        streak = row.statistics.currentStreak.count
        bestStreak = row.statistics.bestStreak.count
        successRate = row.statistics.window.successRate
        score = row.statistics.score
        struggling = row.isStruggling
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, streak, bestStreak, successRate, score, struggling
    }
}
