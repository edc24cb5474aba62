import CadenceCore

/// One row of the overview (every active habit at a glance, docs/domain-rules.md §5):
/// `{"id", "name", "streak", "bestStreak", "successRate", "score", "struggling"}`.
/// `successRate` is over the 30 days ending today (`null` when nothing was due); `struggling`
/// marks a rate under 50%.
public struct OverviewJSON: Codable, Sendable, Hashable {
    public var id: HabitID
    public var name: String
    public var streak: Int
    public var bestStreak: Int
    public var successRate: Double?
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

    /// Writes every key, `successRate` as `null` when absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(streak, forKey: .streak)
        try container.encode(bestStreak, forKey: .bestStreak)
        try container.encode(successRate, forKey: .successRate)
        try container.encode(score, forKey: .score)
        try container.encode(struggling, forKey: .struggling)
    }
}
