/// The facts achievements are measured against, derived from the store.
public struct AchievementFacts: Sendable, Hashable {
    public var checkIns: Int
    public var perfectDays: Int
    public var longestGlobalStreak: Int
    public var bestHabitStreak: Int
    public var habitsCreated: Int
    public var perfectWeeks: Int
    public var comebacks: Int

    public init(
        checkIns: Int = 0, perfectDays: Int = 0, longestGlobalStreak: Int = 0, bestHabitStreak: Int = 0,
        habitsCreated: Int = 0, perfectWeeks: Int = 0, comebacks: Int = 0
    ) {
        self.checkIns = checkIns
        self.perfectDays = perfectDays
        self.longestGlobalStreak = longestGlobalStreak
        self.bestHabitStreak = bestHabitStreak
        self.habitsCreated = habitsCreated
        self.perfectWeeks = perfectWeeks
        self.comebacks = comebacks
    }

    /// The value an achievement's requirement reads.
    public func value(for requirement: Achievement.Requirement) -> Int {
        switch requirement {
        case .checkIns: checkIns
        case .perfectDays: perfectDays
        case .globalStreak: longestGlobalStreak
        case .habitStreak: bestHabitStreak
        case .habitsCreated: habitsCreated
        case .perfectWeeks: perfectWeeks
        case .comebacks: comebacks
        }
    }
}
