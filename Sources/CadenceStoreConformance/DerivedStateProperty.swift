import CadenceCore
import CadenceImport
import CadenceServices
import CadenceStorage
import CadenceTestSupport
import Foundation
import Synchronization
import Testing

/// docs/domain-rules.md §5 and §6 "Stored derived state": the property every backend must keep —
/// over seeded random sequences of every kind of change (check-ins at all hours, backfills,
/// undos, sets, deletes, skips and un-skips, habit edits, archiving, new and deleted habits,
/// time zone, day start and week start changes, imports, recalculation, and days passing),
/// after every step the stored folds and day verdicts equal a derivation from scratch, the
/// upkeep has brought them up to today, and the answers read from them (statistics of every
/// habit, today's streaks, the global streak) equal the answers derived from the whole history.
///
/// `Tests/CadenceStoreTests/DerivedStatePropertyTests.swift` runs it on SQLite and
/// `Tests/CadencePostgresTests/PostgresDerivedStateTests.swift` on PostgreSQL; both read
/// `CADENCE_PROPERTY_STEPS` and `CADENCE_PROPERTY_SEEDS` for the longer run by hand.
public enum DerivedStateProperty {
    /// Steps per seed: `CADENCE_PROPERTY_STEPS`, else `defaultSteps`.
    public static func steps(default defaultSteps: Int) -> Int {
        ProcessInfo.processInfo.environment["CADENCE_PROPERTY_STEPS"].flatMap { Int($0) }.map { min(max($0, 1), 1_000_000) } ?? defaultSteps
    }

    /// The seeds: `CADENCE_PROPERTY_SEEDS` (a count), else `defaultSeeds`.
    public static func seeds(default defaultSeeds: [UInt64]) -> [UInt64] {
        guard let count = ProcessInfo.processInfo.environment["CADENCE_PROPERTY_SEEDS"].flatMap({ Int($0) }), count > 0 else {
            return defaultSeeds
        }
        return (1...min(count, 10_000)).map { UInt64($0) }  // integer-only
    }

    /// A clock the run moves forward.
    final class Clock: Sendable {
        private let instant: Mutex<Date>
        init(_ start: Date) { instant = Mutex(start) }
        var now: Date { instant.withLock { $0 } }
        func advance(hours: Double) { instant.withLock { $0 = $0.addingTimeInterval(hours * 3600) } }
    }

    /// Runs `steps` random changes from `seed` on a fresh, empty `store`.
    public static func run(_ store: any CadenceStore, seed: UInt64, steps: Int) async throws {
        var random = SplitMix64(seed: seed)
        let clock = Clock(Date(timeIntervalSince1970: 1_780_000_000))  // 2026-05-28
        let service = CadenceService(store: store, environment: ServiceEnvironment(now: { clock.now }))
        let user = try await service.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        var world = DerivedStateWorld(service: service, user: user, clock: clock)
        try await world.createInitialHabits()
        var wasKept = true
        for step in 0..<steps {
            let before = clock.now
            let (action, saved) = try await world.randomStep(using: &random)
            // Time passing and refused changes write nothing: the state stays where it was
            // (still equal to the derivation at its anchor) until the next saved change.
            if saved {
                wasKept = true
            } else if clock.now != before {
                wasKept = false
            }
            try await check(service, store: store, user: user, step: step, action: action, isUpToDate: wasKept)
        }
    }

    /// The stored state equals a derivation from scratch, is up to date, and answers alike.
    static func check(
        _ service: CadenceService, store: any CadenceStore, user: UserID, step: Int, action: String, isUpToDate: Bool
    ) async throws {
        let context = "seed step \(step) after \(action)"
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: service.now)
        let weekStart = settings.weekStart
        let habits = try await store.habits(of: user, includeArchived: true)
        let histories = try await service.completeHistories(of: habits, for: user)
        let folds = try await store.habitFolds(of: user)
        for history in histories {
            let habit = history.habit
            let fold = try #require(folds[habit.id], "\(context): no fold for \(habit.name)")
            let current = HabitFold.anchor(for: habit, today: today, weekStart: weekStart)
            #expect(isUpToDate ? fold.anchor == current : fold.anchor <= current, "\(context): anchor of \(habit.name)")
            #expect(fold == HabitFold.derive(history, to: fold.anchor, weekStart: weekStart), "\(context): fold of \(habit.name)")
            let statistics = try await service.statistics(of: habit.id, for: user)
            let derived = HabitStatistics(history: history, today: today, weekStart: weekStart)
            #expect(statistics == derived, "\(context): statistics of \(habit.name)")
        }
        let dayHabits = habits.filter { !$0.isArchived && SpanPlan(habit: $0) == .dueDays }
        let dayHistories = histories.filter { dayHabits.map(\.id).contains($0.habit.id) }
        let derivedVerdicts =
            dayHabits.map(\.startDay).min().map {
                PerfectDay.verdicts(from: $0, through: today, histories: dayHistories)
            } ?? []
        let stored = try #require(try await store.storedVerdicts(of: user), "\(context): no stored verdicts")
        let settled = today.adding(days: -HabitFold.settlingDays)
        #expect(isUpToDate ? stored.through == settled : stored.through <= settled, "\(context): verdicts through \(stored.through), today \(today)")
        let expectedStored = derivedVerdicts.filter { $0.0 < stored.through }
        #expect(stored.sorted.map(\.0) == expectedStored.map(\.0), "\(context): stored verdict days")
        #expect(stored.sorted.map(\.1) == expectedStored.map(\.1), "\(context): stored verdicts")
        let streak = GlobalStreak.derive(sortedVerdicts: derivedVerdicts, today: today)
        #expect(try await service.progress(for: user).globalStreak == streak, "\(context): global streak")
        let list = try await service.todayList(for: user)
        for item in list.habits + list.quitHabits {
            guard let history = histories.first(where: { $0.habit.id == item.habit.id }) else { continue }
            let evaluator = SpanEvaluator(history: history, today: today, weekStart: weekStart)
            let expected = StreakCalculator.currentStreak(of: evaluator.evaluations(), kind: evaluator.plan.spanKind)
            #expect(item.streak == expected, "\(context): today's streak of \(item.habit.name)")
        }
    }
}
