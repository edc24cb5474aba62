import CadenceCore
import CadenceStorage

/// What one check-in did, decided in the check-in's own transaction (docs/domain-rules.md §6):
/// the check-ins it recorded and the progress it changed with them — so a front end can tell
/// whether the day just became perfect without reading awards before and after (which another
/// writer could change in between).
public struct CheckInOutcome: Sendable, Hashable {
    /// The check-ins recorded (a simple habit's amount n records n check-ins).
    public var checkIns: [CheckIn]
    /// The days this check-in made perfect (awarded in the same transaction).
    public var perfectDaysAwarded: [Day]
    /// The days whose perfect award this check-in revoked.
    public var perfectDaysRevoked: [Day]
    /// The achievements this check-in unlocked.
    public var achievementsUnlocked: [AchievementUnlock]
    /// The habit as the check-in's decision read it (a check-in changes none of its fields).
    public var habit: Habit

    /// The outcome of `checkIns` of `habit` written with the progress `changes` in one batch.
    init(habit: Habit, checkIns: [CheckIn], progress changes: [StoreChange]) {
        self.habit = habit
        self.checkIns = checkIns
        var awarded: [Day] = []
        var revoked: [Day] = []
        var unlocked: [AchievementUnlock] = []
        for change in changes {
            switch change {
            case .awardPerfectDay(let day): awarded.append(day)
            case .revokePerfectDay(let day): revoked.append(day)
            case .unlockAchievement(let unlock): unlocked.append(unlock)
            default: break
            }
        }
        perfectDaysAwarded = awarded
        perfectDaysRevoked = revoked
        achievementsUnlocked = unlocked
    }

    /// Whether this check-in made `day` perfect.
    public func madePerfect(_ day: Day) -> Bool {
        perfectDaysAwarded.contains(day)
    }
}
