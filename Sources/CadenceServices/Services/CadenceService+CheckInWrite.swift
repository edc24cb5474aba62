import CadenceCore
import CadenceStorage
import Foundation

/// What a check-in writes, decided from one habit's facts (`CadenceService.checkInPlan`).
struct CheckInPlan: Sendable {
    /// The check-in inserts (a simple habit's amount n is n check-ins of 1).
    let changes: [StoreChange]
    /// The user's today and week start when the facts were read.
    let today: Day
    let weekStart: Weekday
}

/// What a check-in decided inside the store's write transaction: its inserts (whose ids the
/// store assigns) and the progress they caused.
struct CheckInDecision: Sendable {
    let habit: Habit
    let inserts: [StoreChange]
    let progress: [StoreChange]
}

extension CadenceService {
    /// docs/domain-rules.md §3 "Add": the checks and the inserts of a check-in, from the facts
    /// of its habit's days (`HabitDayFacts`): the habit is active and not fed by health data
    /// ("§18 Habits fed by health data"), the day is allowed, the note
    /// and amount are valid, the day's total stays within its bounds and a yes/no day is not
    /// complete yet. Pure: the same facts give the same plan, inside the store's write
    /// transaction (`decideInOneWrite`) or before it.
    func checkInPlan(
        facts: HabitDayFacts, day requested: Day?, amount: Double?, unit: String?, time: (hour: Int, minute: Int)?,
        note: String?, at instant: Date
    ) throws -> CheckInPlan {
        let habit = facts.habit
        guard !habit.isArchived else {
            throw CadenceError(.habitArchived, field: "habit", "'\(habit.name)' is archived; unarchive it to log it again")
        }
        // A habit fed by health data takes no check-ins of its own (habitLinked).
        try refuseLinked(habit)
        let settings = facts.settings
        let calendar = try UserCalendar(settings: settings)
        let today = calendar.day(containing: instant)
        let day = requested ?? today
        try CheckInValidator.validate(day: day, for: habit, today: today)
        let note = try CheckInValidator.validatedNote(note)
        let amount = try CheckInValidator.amount(amount ?? defaultAmount(for: habit), in: unit, for: habit)
        let dayTotal = facts.dayTotals.filter { $0.day == day }.reduce(0) { $0 + $1.total }
        try CheckInValidator.validate(adding: amount, toDayTotal: dayTotal, of: habit)
        try CheckInValidator.validate(amount: dayTotal + amount, withinDayOf: habit)
        let at = try stamp(day: day, time: time, today: today, now: instant, calendar: calendar)
        let changes = checkInChanges(for: habit, day: day, amount: amount, at: at, note: note)
        guard !changes.isEmpty else {
            throw CadenceError(.amountInvalid, field: "amount", "'\(habit.name)' counts whole times; give 1 or more")
        }
        return CheckInPlan(changes: changes, today: today, weekStart: settings.weekStart)
    }

    /// docs/domain-rules.md §6 "One write": a check-in read, decided and written in one write
    /// transaction of the store, when the habit's own facts decide it (`progressFromOwnFacts`).
    /// `nil` when they do not: nothing was written, and the caller decides the usual way.
    func checkInInOneWrite(
        to habitID: HabitID, for user: UserID, range: ClosedRange<Day>, day: Day?, amount: Double?, unit: String?,
        time: (hour: Int, minute: Int)?, note: String?, recording request: [StoreChange], at instant: Date
    ) async throws -> CheckInOutcome? {
        let service = self
        let written = try await store.decideInOneWrite(
            for: user, habit: habitID, from: range.lowerBound, through: range.upperBound, at: instant
        ) { facts -> HabitDayDecision<CheckInDecision> in
            guard let facts else { throw CadenceError(.notFound, field: "habit", "no habit with id \(habitID)") }
            // docs/domain-rules.md "§21 Outgoing events (webhooks)" and "§27 Nudges and partner
            // news": with an endpoint to send to or news to queue, the usual path writes the
            // check-in with the events it causes.
            guard let reach = facts.reach, !reach.hasEnabledWebhooks, !Self.mayMakePartnerNews(reach) else {
                return .needsMoreFacts
            }
            let plan = try service.checkInPlan(
                facts: facts, day: day, amount: amount, unit: unit, time: time, note: note, at: instant)
            guard
                let progress = Self.progressFromOwnFacts(
                    after: plan.changes, to: facts.habit, facts: facts, range: range, today: plan.today, at: instant)
            else { return .needsMoreFacts }
            return .apply(
                plan.changes + request + progress, CheckInDecision(habit: facts.habit, inserts: plan.changes, progress: progress))
        }
        guard let (decision, ids) = written else { return nil }
        return CheckInOutcome(habit: decision.habit, checkIns: Self.inserted(decision.inserts, ids: ids), progress: decision.progress)
    }

    /// docs/domain-rules.md "§27 Nudges and partner news": a check-in may be news for somebody
    /// when its habit is shared with partners (not private) or the person is in a challenge.
    static func mayMakePartnerNews(_ reach: HabitWriteReach) -> Bool {
        reach.isInChallenge || reach.sharing.map { !$0.isPrivate } == true
    }

    /// docs/domain-rules.md §6: the awards, reversals and unlocks of a batch on one habit when
    /// that habit's facts (`facts`, covering `range`) decide them — what `progressChanges` answers
    /// without reading anything more: no day's success or skip flips for perfect days, and no
    /// locked achievement needs the check-in count or the habit's best run. `nil` otherwise.
    static func progressFromOwnFacts(
        after changes: [StoreChange], to habit: Habit, facts: HabitDayFacts, range: ClosedRange<Day>, today: Day,
        at instant: Date
    ) -> [StoreChange]? {
        let simulation = DayChangeSimulation(changes: changes, removed: [])
        let days = simulation.days.filter { $0 <= today }.sorted()
        guard let first = days.first, let last = days.last else { return [] }
        guard range.contains(first), range.contains(last) else { return nil }
        let ownBefore = facts.dayTotals.filter { first <= $0.day && $0.day <= last }
        let ownRecordsBefore = facts.dayRecords.filter { first <= $0.day && $0.day <= last }
        if flipsADay(simulation, of: habit, on: days, ownBefore: ownBefore, ownRecordsBefore: ownRecordsBefore) { return nil }
        let unlocked = Set(facts.unlockedAchievements.map(\.achievementID))
        let needs = Set(AchievementCatalog.all.filter { !unlocked.contains($0.id) }.map(\.requirement))
        guard !needs.isEmpty else { return [] }
        if !simulation.habitsCheckedIn.isEmpty, needs.contains(.checkIns) { return nil }
        if needs.contains(.habitStreak), SpanPlan(habit: habit) == .dueDays { return nil }
        return AchievementCatalog.newlyReached(by: AchievementFacts(), unlocked: unlocked).flatMap { unlock($0, at: instant) }
    }
}

extension CadenceService {
    /// docs/domain-rules.md §6 "One write" and "Concurrent changes": a check-in without a client
    /// id decided in one write transaction while other such check-ins of the person run too
    /// (`UserDecisionQueue.runShared`): the store runs them one after the other, and none of
    /// them waits for the previous one's answer to go out. The caller calls it only while the
    /// stored derived state is fresh for the day it touches (nothing to bring up to date after
    /// it). `nil` when the habit's own facts do not decide the check-in: nothing was written, and
    /// the caller decides it alone, the usual way.
    func checkInBesideOthers(
        to habitID: HabitID, for user: UserID, amount: Double?, unit: String?, on day: Day?,
        time: (hour: Int, minute: Int)?, note: String?
    ) async throws -> CheckInOutcome? {
        let instant = now
        let range = day.map { $0...$0 } ?? Day.possibleTodays(at: instant)
        let outcome = try await decisions.runShared(for: user) {
            try await ConflictRetry(budget: Self.decisionRetryBudget).run {
                try await checkInInOneWrite(
                    to: habitID, for: user, range: range, day: day, amount: amount, unit: unit, time: time, note: note,
                    recording: [], at: instant)
            }
        }
        // Midnight may have passed meanwhile: the upkeep, if any is due now, runs alone.
        if outcome != nil, !derivedStateMemo.isFresh(user, at: now, touching: day) {
            try await decisions.run(for: user) { await keepDerivedState(for: user, .unlessFresh(touching: day)) }
        }
        return outcome
    }
}
