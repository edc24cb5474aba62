/// domain.md §6: levels — level L is reached at `300 × (L − 1)²` total XP (level 1 at 0 XP,
/// 2 at 300, 3 at 1200). Source 003's `calculateLevel` returned level 0 and a negative
/// in-level XP for a new user; Cadence starts at level 1 with 0 XP into it.
public struct LevelProgress: Sendable, Hashable, Codable {
    public let totalXP: Int
    public let level: Int
    /// XP earned since the level was reached.
    public let intoLevel: Int
    /// XP between this level's threshold and the next one's.
    public let levelSpan: Int
    /// XP still needed for the next level.
    public let toNextLevel: Int

    /// The total XP at which `level` is reached.
    public static func threshold(ofLevel level: Int) -> Int {
        let steps = max(level - 1, 0)
        return 300 * steps * steps
    }

    public init(totalXP: Int) {
        let xp = max(totalXP, 0)
        var level = Int((Double(xp) / 300).squareRoot()) + 1
        while LevelProgress.threshold(ofLevel: level) > xp { level -= 1 }
        while LevelProgress.threshold(ofLevel: level + 1) <= xp { level += 1 }
        let floor = LevelProgress.threshold(ofLevel: level)
        let next = LevelProgress.threshold(ofLevel: level + 1)
        self.totalXP = xp
        self.level = level
        intoLevel = xp - floor
        levelSpan = next - floor
        toNextLevel = next - xp
    }
}
