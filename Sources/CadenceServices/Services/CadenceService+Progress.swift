import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// docs/domain-rules.md §6: XP and level, the global streak, the latest ledger entries and every
    /// achievement with its progress.
    public func progress(for user: UserID, recentTransactions limit: Int = 10) async throws -> ProgressReport {
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: now)
        let unlocked = Dictionary(
            try await store.unlockedAchievements(of: user).map { ($0.achievementID, $0.unlockedAt) },
            uniquingKeysWith: { first, _ in first })
        // Counting every check-in (a scan of ten years) only matters while a check-in count
        // achievement is still locked: an unlocked one shows its target.
        let countsCheckIns = AchievementCatalog.all.contains { $0.requirement == .checkIns && unlocked[$0.id] == nil }
        let facts = try await achievementFacts(
            for: user, today: today, weekStart: settings.weekStart, countsCheckIns: countsCheckIns)
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

    /// docs/domain-rules.md §6: derives every day's verdict from scratch
    /// and brings the perfect-day awards (with their XP) and the unlocked achievements in
    /// line with it, in one transaction. Used after imports and as an integrity check.
    /// Returns the changes it made (empty when everything already agreed).
    @discardableResult
    public func recalculateProgress(for user: UserID) async throws -> [StoreChange] {
        try await decidingConsistently(for: user) { try await recalculateProgressOnce(for: user) }
    }

    private func recalculateProgressOnce(for user: UserID) async throws -> [StoreChange] {
        let revision = try await store.dataRevision(of: user)
        let changes = try await recalculationPlan(for: user).changes
        if !changes.isEmpty { try await write([.requireRevision(revision)] + changes, for: user, at: now) }
        // docs/domain-rules.md §5 "Stored derived state": rebuilt from scratch here too.
        try await refreshDerivedState(for: user, rebuild: true)
        return changes
    }

    /// docs/domain-rules.md §6: the awards, reversals and unlocks a batch of check-in or day-record
    /// changes to `habit` causes, judged on the state after the batch. The caller applies them
    /// in the same transaction as the batch. `removed` are the check-ins the batch's deletes
    /// remove.
    ///
    /// A day's verdict depends only on each habit's success or skip, so when the batch flips
    /// neither for `habit` on any day, no other habit needs reading.
    func progressChanges(
        after changes: [StoreChange], to habit: Habit, removing removed: [CheckIn], for user: UserID, today: Day,
        weekStart: Weekday, known: HabitDayFacts? = nil, knownRange: ClosedRange<Day>? = nil
    ) async throws -> [StoreChange] {
        let simulation = DayChangeSimulation(changes: changes, removed: removed)
        let days = simulation.days.filter { $0 <= today }.sorted()
        guard let first = days.first, let last = days.last else { return [] }
        let instant = now
        let ownBefore: [DayTotal]
        let ownRecordsBefore: [DayRecord]
        let unlockedRows: [AchievementUnlock]
        if let known, let knownRange, knownRange.contains(first), knownRange.contains(last) {
            ownBefore = known.dayTotals.filter { first <= $0.day && $0.day <= last }
            ownRecordsBefore = known.dayRecords.filter { first <= $0.day && $0.day <= last }
            unlockedRows = known.unlockedAchievements
        } else {
            let facts = try await store.habitDayFacts(of: user, habit: habit.id, from: first, through: last)
            guard let facts else { throw CadenceError(.notFound, field: "habit", "no habit with id \(habit.id)") }
            ownBefore = facts.dayTotals
            ownRecordsBefore = facts.dayRecords
            unlockedRows = facts.unlockedAchievements
        }
        let flips = Self.flipsADay(
            simulation, of: habit, on: days, ownBefore: ownBefore, ownRecordsBefore: ownRecordsBefore)
        var progress: [StoreChange] = []
        var newlyPerfect = false
        if flips {
            let dayHabits = try await store.habits(of: user, includeArchived: false).filter { SpanPlan(habit: $0) == .dueDays }
            let totals = simulation.totalsAfter(try await store.dayTotals(of: user, habits: dayHabits.map(\.id), from: first, through: last))
            let skipped = simulation.recordsAfter(
                try await store.dayRecords(of: user, habits: dayHabits.map(\.id), from: first, through: last)
            ).filter(\.isSkipped)
            let histories = dayHabits.map { habit in
                HabitHistory(
                    habit: habit, dayTotals: totals.filter { $0.habitID == habit.id },
                    skippedDays: skipped.filter { $0.habitID == habit.id }.map(\.day), coverageStart: first)
            }
            let awarded = Set(try await store.perfectDayAwards(of: user, from: first, through: last))
            for day in days {
                let isPerfect = PerfectDay.verdict(on: day, histories: histories) == .perfect
                if isPerfect, !awarded.contains(day) {
                    progress += Self.award(day, at: instant)
                    newlyPerfect = true
                } else if !isPerfect, awarded.contains(day) {
                    progress += Self.revoke(day, at: instant)
                }
            }
        }
        let unlocked = Set(unlockedRows.map(\.achievementID))
        let needs = Set(AchievementCatalog.all.filter { !unlocked.contains($0.id) }.map(\.requirement))
        guard !needs.isEmpty else { return progress }
        var facts = AchievementFacts()
        var countsCheckIns = !simulation.habitsCheckedIn.isEmpty && needs.contains(.checkIns)
        if newlyPerfect, !needs.isDisjoint(with: [.perfectDays, .globalStreak, .perfectWeeks, .comebacks]) {
            // Global facts can only grow when a day becomes perfect: derive them from scratch.
            // Their check-in count is the stored one; the batch's own check-ins are added here.
            facts = try await achievementFacts(for: user, today: today, weekStart: weekStart, simulation: simulation).facts
            facts.checkIns += simulation.checkInCountDelta(before: ownBefore)
            countsCheckIns = false
        } else if needs.contains(.habitStreak), SpanPlan(habit: habit) == .dueDays {
            // A check-in, a set or a skip can each lengthen this habit's best run of days.
            let stored = try await store.dayTotals(of: user, habits: [habit.id], from: nil, through: today)
            let storedRecords = try await store.dayRecords(of: user, habits: [habit.id], from: nil, through: today)
            let history = HabitHistory(
                habit: habit, dayTotals: simulation.totalsAfter(stored),
                skippedDays: simulation.recordsAfter(storedRecords).filter(\.isSkipped).map(\.day))
            let evaluator = SpanEvaluator(history: history, today: today, weekStart: weekStart)
            facts.bestHabitStreak = StreakCalculator.bestStreak(of: evaluator.evaluations(), kind: .day).count
        }
        if countsCheckIns {
            facts.checkIns = try await store.checkInCount(of: user) + simulation.checkInCountDelta(before: ownBefore)
        }
        for achievement in AchievementCatalog.newlyReached(by: facts, unlocked: unlocked) {
            progress += Self.unlock(achievement, at: instant)
        }
        return progress
    }

    /// docs/domain-rules.md §6: whether the batch flips `habit`'s success or skip on any of
    /// `days` (the first of them the start of the facts given) where the habit counts for perfect
    /// days — only then can a day's verdict change, and other habits need reading.
    static func flipsADay(
        _ simulation: DayChangeSimulation, of habit: Habit, on days: [Day], ownBefore: [DayTotal], ownRecordsBefore: [DayRecord]
    ) -> Bool {
        guard let first = days.first else { return false }
        let ownAfter = HabitHistory(
            habit: habit, dayTotals: simulation.totalsAfter(ownBefore),
            skippedDays: simulation.recordsAfter(ownRecordsBefore).filter(\.isSkipped).map(\.day), coverageStart: first)
        let ownBeforeHistory = HabitHistory(
            habit: habit, dayTotals: ownBefore, skippedDays: ownRecordsBefore.filter(\.isSkipped).map(\.day),
            coverageStart: first)
        return days.contains { day in
            PerfectDay.counts(habit, on: day)
                && (ownAfter.isSkipped(day) != ownBeforeHistory.isSkipped(day)
                    || habit.isSuccessful(dayTotal: ownAfter.total(on: day)) != habit.isSuccessful(dayTotal: ownBeforeHistory.total(on: day)))
        }
    }

    /// docs/domain-rules.md §6: habits created counts toward achievements when a habit is created.
    func habitCreationProgress(for user: UserID, adding added: Int) async throws -> [StoreChange] {
        let unlocked = Set(try await store.unlockedAchievements(of: user).map(\.achievementID))
        let open = AchievementCatalog.all.filter { !unlocked.contains($0.id) && $0.requirement == .habitsCreated }
        guard !open.isEmpty else { return [] }
        let count = try await store.habits(of: user, includeArchived: true).count + added
        let facts = AchievementFacts(habitsCreated: count)
        return AchievementCatalog.newlyReached(by: facts, unlocked: unlocked).flatMap { Self.unlock($0, at: now) }
    }

    /// Everything achievements measure, and the global streak, derived from scratch from the
    /// stored facts (docs/domain-rules.md §6: always derivable from the stored data) — as they will be
    /// after `simulation` when one is given (a batch about to be applied).
    /// `fromScratch` ignores the stored derived state (recalculation and `cadence doctor` check
    /// against the facts alone).
    func achievementFacts(
        for user: UserID, today: Day, weekStart: Weekday, simulation: DayChangeSimulation? = nil, fromScratch: Bool = false,
        countsCheckIns: Bool = true
    ) async throws -> (facts: AchievementFacts, streak: GlobalStreak, perfectDays: Set<Day>) {
        let allHabits = try await store.habits(of: user, includeArchived: true)
        let dayHabits = allHabits.filter { !$0.isArchived && SpanPlan(habit: $0) == .dueDays }
        if simulation == nil, !fromScratch,
            let stored = try await verdictsFromStoredState(dayHabits: dayHabits, for: user, today: today, weekStart: weekStart)
        {
            return try await achievementFacts(
                verdicts: stored.verdicts, bestHabitStreak: stored.bestHabitStreak, allHabits: allHabits,
                dayHabits: dayHabits, for: user, today: today, weekStart: weekStart, countsCheckIns: countsCheckIns)
        }
        var histories: [HabitHistory] = []
        if let simulation {
            let totals = simulation.totalsAfter(try await store.dayTotals(of: user, habits: dayHabits.map(\.id), from: nil, through: today))
            let records = simulation.recordsAfter(try await store.dayRecords(of: user, habits: dayHabits.map(\.id), from: nil, through: today))
            var totalsByHabit: [HabitID: [DayTotal]] = [:]
            for row in totals { totalsByHabit[row.habitID, default: []].append(row) }
            var skipsByHabit: [HabitID: [Day]] = [:]
            for record in records where record.isSkipped { skipsByHabit[record.habitID, default: []].append(record.day) }
            histories = dayHabits.map {
                HabitHistory(habit: $0, dayTotals: totalsByHabit[$0.id] ?? [], skippedDays: skipsByHabit[$0.id] ?? [])
            }
        } else {
            histories = try await self.histories(of: dayHabits, for: user, from: nil, through: today)
        }
        var verdicts: [(Day, DayVerdict)] = []
        var best = 0
        if let first = dayHabits.map(\.startDay).min() {
            verdicts = PerfectDay.verdicts(from: first, through: today, histories: histories)
        }
        for history in histories {
            let evaluator = SpanEvaluator(history: history, today: today, weekStart: weekStart)
            best = max(best, StreakCalculator.bestStreak(of: evaluator.evaluations(), kind: .day).count)
        }
        return try await achievementFacts(
            verdicts: verdicts, bestHabitStreak: best, allHabits: allHabits, dayHabits: dayHabits, for: user, today: today,
            weekStart: weekStart, countsCheckIns: countsCheckIns)
    }

    /// The achievement facts from every non-neutral verdict through today and the best run.
    private func achievementFacts(
        verdicts: [(Day, DayVerdict)], bestHabitStreak best: Int, allHabits: [Habit], dayHabits: [Habit], for user: UserID,
        today: Day, weekStart: Weekday, countsCheckIns: Bool
    ) async throws -> (facts: AchievementFacts, streak: GlobalStreak, perfectDays: Set<Day>) {
        let history = VerdictHistory(
            sortedVerdicts: verdicts, today: today, weekStart: weekStart, trackingStart: dayHabits.map(\.startDay).min())
        let checkIns = countsCheckIns ? try await store.checkInCount(of: user) : 0
        let facts = AchievementFacts(
            checkIns: checkIns, perfectDays: history.streak.perfectDays, longestGlobalStreak: history.streak.longest,
            bestHabitStreak: best, habitsCreated: allHabits.count, perfectWeeks: history.perfectWeeks,
            comebacks: history.comebacks)
        let perfect = Set(verdicts.filter { $0.1 == .perfect }.map(\.0))
        return (facts, history.streak, perfect)
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

    public static func unlock(_ achievement: Achievement, at instant: Date) -> [StoreChange] {
        [
            .unlockAchievement(AchievementUnlock(achievementID: achievement.id, unlockedAt: instant)),
            .appendXP(XPTransaction(amount: achievement.xp, reason: .achievement, achievementID: achievement.id, at: instant)),
        ]
    }
}
