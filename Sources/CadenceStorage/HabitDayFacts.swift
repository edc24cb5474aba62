import CadenceCore

/// What a write to one habit's days needs to know, read in one store access: the user's
/// settings, the habit, its day totals and day records in a range, and the unlocked
/// achievements (docs/domain-rules.md §3, §6). One access instead of five keeps a check-in fast.
public struct HabitDayFacts: Sendable, Hashable {
    public var settings: UserSettings
    public var habit: Habit
    public var dayTotals: [DayTotal]
    public var dayRecords: [DayRecord]
    public var unlockedAchievements: [AchievementUnlock]
    /// The user's data revision these facts were read at (`CadenceStore.dataRevision(of:)`).
    public var revision: Int64
    /// What else a write to the habit sets off; read only by `decideInOneWrite` (`nil` elsewhere).
    public var reach: HabitWriteReach?

    public init(
        settings: UserSettings, habit: Habit, dayTotals: [DayTotal], dayRecords: [DayRecord],
        unlockedAchievements: [AchievementUnlock], revision: Int64, reach: HabitWriteReach? = nil
    ) {
        self.settings = settings
        self.habit = habit
        self.dayTotals = dayTotals
        self.dayRecords = dayRecords
        self.unlockedAchievements = unlockedAchievements
        self.revision = revision
        self.reach = reach
    }
}
