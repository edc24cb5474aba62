/// docs/domain-rules.md §6: levels — level L is reached at `300 × (L − 1)²` total XP (level 1 at 0 XP,
/// 2 at 300, 3 at 1200). A naive level formula returns level 0 and a negative
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

    /// docs/domain-rules.md §7 "Upper bounds": XP above 10^15 (level 1,825,742) counts as
    /// 10^15, so that no threshold arithmetic can overflow. No person earns that much.
    public static let maximumXP = 1_000_000_000_000_000

    /// The total XP at which `level` is reached (levels are at most a few million, see `maximumXP`).
    public static func threshold(ofLevel level: Int) -> Int {
        let steps = min(max(level - 1, 0), 100_000_000)
        return 300 * steps * steps
    }

    public init(totalXP: Int) {
        let xp = min(max(totalXP, 0), Self.maximumXP)
        var level = NumericBoundary.clamped((Double(xp) / 300).squareRoot(), rounding: .down, to: 0...Int(Int32.max)) + 1
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
