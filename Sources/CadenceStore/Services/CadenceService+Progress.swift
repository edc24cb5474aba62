import CadenceCore
import Foundation

extension CadenceService {
    /// domain.md §6: XP and level, the global streak, the latest ledger entries and every
    /// achievement with its progress.
    public func progress(for user: UserID, recentTransactions limit: Int = 10) async throws -> ProgressReport {
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: now)
        let facts = try await achievementFacts(for: user, today: today, weekStart: settings.weekStart)
        let unlocked = Dictionary(
            try await store.unlockedAchievements(of: user).map { ($0.achievementID, $0.unlockedAt) },
            uniquingKeysWith: { first, _ in first })
        let achievements = AchievementCatalog.all.map { achievement in
            let unlockedAt = unlocked[achievement.id]
            let value = facts.facts.value(for: achievement.requirement)
            return ProgressReport.AchievementProgress(
                achievement: achievement, unlockedAt: unlockedAt,
                progress: unlockedAt == nil ? min(value, achievement.target) : achievement.target)
        }
        return ProgressReport(
            level: LevelProgress(totalXP: try await store.xpTotal(of: user)), globalStreak: facts.streak,
            recentTransactions: try await store.xpTransactions(of: user, limit: limit), achievements: achievements)
    }

    /// domain.md §6 (source 003 `recalculateFrom`): derives every day's verdict from scratch
    /// and brings the perfect-day awards (with their XP) and the unlocked achievements in
    /// line with it, in one transaction. Used after imports and as an integrity check.
    /// Returns the changes it made (empty when everything already agreed).
    @discardableResult
    public func recalculateProgress(for user: UserID) async throws -> [StoreChange] {
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: now)
        let instant = now
        let habits = try await store.habits(of: user, includeArchived: false)
        let histories = try await histories(of: habits.filter { UnitPlan(habit: $0) == .dueDays }, for: user, from: nil, through: today)
        var perfect = Set<Day>()
        if let first = habits.map(\.startDay).min(), first <= today {
            for day in first.through(today) where PerfectDay.verdict(on: day, histories: histories) == .perfect {
                perfect.insert(day)
            }
        }
        let awarded = Set(try await store.perfectDayAwards(of: user, from: nil, through: nil))
        var changes: [StoreChange] = []
        for day in perfect.subtracting(awarded).sorted() { changes += Self.award(day, at: instant) }
        for day in awarded.subtracting(perfect).sorted() { changes += Self.revoke(day, at: instant) }
        let facts = try await achievementFacts(for: user, today: today, weekStart: settings.weekStart, perfectDays: perfect)
        let unlocked = Set(try await store.unlockedAchievements(of: user).map(\.achievementID))
        for achievement in AchievementCatalog.newlyReached(by: facts.facts, unlocked: unlocked) {
            changes += Self.unlock(achievement, at: instant)
        }
        if !changes.isEmpty { try await store.apply(changes, for: user, at: instant) }
        return changes
    }

    /// domain.md §6: the awards, reversals and unlocks a batch of check-in or day-record
    /// changes causes, judged on the state after the batch. The caller applies them in the
    /// same transaction as the batch. `removed` are the check-ins the batch's deletes remove.
    func progressChanges(after changes: [StoreChange], removing removed: [CheckIn], for user: UserID, today: Day, weekStart: Weekday) async throws -> [StoreChange] {
        let simulation = DayChangeSimulation(changes: changes, removed: removed)
        let days = simulation.days.filter { $0 <= today }
        guard let first = days.min(), let last = days.max() else { return [] }
        let instant = now
        let habits = try await store.habits(of: user, includeArchived: false)
        let before = try await store.dayTotals(of: user, habits: nil, from: first, through: last)
        let recordsBefore = try await store.dayRecords(of: user, habits: nil, from: first, through: last)
        let totals = simulation.totalsAfter(before)
        let skipped = simulation.recordsAfter(recordsBefore).filter(\.isSkipped)
        let dayHabits = habits.filter { UnitPlan(habit: $0) == .dueDays }
        let histories = dayHabits.map { habit in
            HabitHistory(habit: habit, dayTotals: totals.filter { $0.habitID == habit.id },
                         skippedDays: skipped.filter { $0.habitID == habit.id }.map(\.day), coverageStart: first)
        }
        let awarded = Set(try await store.perfectDayAwards(of: user, from: first, through: last))
        var progress: [StoreChange] = []
        var newlyPerfect = false
        for day in days.sorted() {
            let isPerfect = PerfectDay.verdict(on: day, histories: histories) == .perfect
            if isPerfect, !awarded.contains(day) {
                progress += Self.award(day, at: instant)
                newlyPerfect = true
            } else if !isPerfect, awarded.contains(day) {
                progress += Self.revoke(day, at: instant)
            }
        }
        let unlocked = Set(try await store.unlockedAchievements(of: user).map(\.achievementID))
        let open = AchievementCatalog.all.filter { !unlocked.contains($0.id) }
        guard !open.isEmpty else { return progress }
        var facts = AchievementFacts()
        let needs = Set(open.map(\.requirement))
        if needs.contains(.checkIns), !simulation.habitsCheckedIn.isEmpty {
            facts.checkIns = try await store.checkInCount(of: user) + simulation.checkInCountDelta(before: before)
        }
        if newlyPerfect, !needs.isDisjoint(with: [.perfectDays, .globalStreak, .perfectWeeks, .comebacks]) {
            var perfectDays = Set(try await store.perfectDayAwards(of: user, from: nil, through: nil))
            for change in progress {
                if case .awardPerfectDay(let day) = change { perfectDays.insert(day) }
                if case .revokePerfectDay(let day) = change { perfectDays.remove(day) }
            }
            let derived = try await achievementFacts(
                for: user, today: today, weekStart: weekStart, perfectDays: perfectDays, includeHabitStreaks: false)
            facts.perfectDays = derived.facts.perfectDays
            facts.longestGlobalStreak = derived.facts.longestGlobalStreak
            facts.perfectWeeks = derived.facts.perfectWeeks
            facts.comebacks = derived.facts.comebacks
        }
        if needs.contains(.habitStreak) {
            for habit in dayHabits where simulation.habitsCheckedIn.contains(habit.id) {
                let stored = try await store.dayTotals(of: user, habits: [habit.id], from: nil, through: today)
                let storedSkips = try await store.dayRecords(of: user, habits: [habit.id], from: nil, through: today)
                let history = HabitHistory(
                    habit: habit, dayTotals: simulation.totalsAfter(stored),
                    skippedDays: simulation.recordsAfter(storedSkips).filter { $0.isSkipped && $0.habitID == habit.id }.map(\.day))
                let evaluator = UnitEvaluator(history: history, today: today, weekStart: weekStart)
                facts.bestHabitStreak = max(facts.bestHabitStreak, StreakCalculator.bestStreak(of: evaluator.evaluations(), kind: .day).count)
            }
        }
        for achievement in AchievementCatalog.newlyReached(by: facts, unlocked: unlocked) {
            progress += Self.unlock(achievement, at: instant)
        }
        return progress
    }

    /// domain.md §6: habits created counts toward achievements when a habit is created.
    func habitCreationProgress(for user: UserID, adding added: Int) async throws -> [StoreChange] {
        let unlocked = Set(try await store.unlockedAchievements(of: user).map(\.achievementID))
        let open = AchievementCatalog.all.filter { !unlocked.contains($0.id) && $0.requirement == .habitsCreated }
        guard !open.isEmpty else { return [] }
        let count = try await store.habits(of: user, includeArchived: true).count + added
        let facts = AchievementFacts(habitsCreated: count)
        return AchievementCatalog.newlyReached(by: facts, unlocked: unlocked).flatMap { Self.unlock($0, at: now) }
    }

    /// Everything achievements measure, and the global streak, derived from the stored facts.
    /// Perfect days are the awarded ones (or `perfectDays` when given); a day between them is
    /// imperfect unless it is neutral by definition (nothing due, or all skipped).
    func achievementFacts(
        for user: UserID, today: Day, weekStart: Weekday, perfectDays: Set<Day>? = nil, includeHabitStreaks: Bool = true
    ) async throws -> (facts: AchievementFacts, streak: GlobalStreak) {
        let perfect: Set<Day>
        if let perfectDays { perfect = perfectDays } else { perfect = Set(try await store.perfectDayAwards(of: user, from: nil, through: nil)) }
        let allHabits = try await store.habits(of: user, includeArchived: true)
        let active = allHabits.filter { !$0.isArchived }
        var verdicts: [(Day, DayVerdict)] = []
        if let first = perfect.min() {
            let skips = try await store.dayRecords(of: user, habits: nil, from: first, through: today).filter(\.isSkipped)
            let skipped = Set(skips.map { HabitDay(habit: $0.habitID, day: $0.day) })
            for day in first.through(today) {
                if perfect.contains(day) {
                    verdicts.append((day, .perfect))
                } else if !PerfectDay.isNeutral(on: day, habits: active, skipped: { skipped.contains(HabitDay(habit: $0.id, day: $1)) }) {
                    verdicts.append((day, .imperfect))
                }
            }
        }
        let history = VerdictHistory(sortedVerdicts: verdicts, today: today, weekStart: weekStart)
        var best = 0
        if includeHabitStreaks {
            let dayHabits = active.filter { UnitPlan(habit: $0) == .dueDays }
            for habitHistory in try await histories(of: dayHabits, for: user, from: nil, through: today) {
                let evaluator = UnitEvaluator(history: habitHistory, today: today, weekStart: weekStart)
                best = max(best, StreakCalculator.bestStreak(of: evaluator.evaluations(), kind: .day).count)
            }
        }
        let facts = AchievementFacts(
            checkIns: try await store.checkInCount(of: user), perfectDays: perfect.filter { $0 <= today }.count,
            longestGlobalStreak: history.streak.longest, bestHabitStreak: best, habitsCreated: allHabits.count,
            perfectWeeks: history.perfectWeeks, comebacks: history.comebacks)
        return (facts, history.streak)
    }

    /// A habit and a day, as a set key.
    private struct HabitDay: Hashable {
        let habit: HabitID
        let day: Day
    }

    static func award(_ day: Day, at instant: Date) -> [StoreChange] {
        [.awardPerfectDay(day), .appendXP(XPTransaction(amount: XPTransaction.perfectDayXP, reason: .perfectDay, day: day, at: instant))]
    }

    static func revoke(_ day: Day, at instant: Date) -> [StoreChange] {
        [.revokePerfectDay(day), .appendXP(XPTransaction(amount: -XPTransaction.perfectDayXP, reason: .perfectDayRevoked, day: day, at: instant))]
    }

    static func unlock(_ achievement: Achievement, at instant: Date) -> [StoreChange] {
        [.unlockAchievement(AchievementUnlock(achievementID: achievement.id, unlockedAt: instant)),
         .appendXP(XPTransaction(amount: achievement.xp, reason: .achievement, achievementID: achievement.id, at: instant))]
    }
}
