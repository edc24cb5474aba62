import CadenceCore
import CadenceStorage
import Foundation

/// `cadence doctor` in the service layer (docs/operations.md): compares every stored progress
/// value with its derivation from scratch — the same derivation `recalculateProgress` uses —
/// and says what would repair it, without writing; `repairProgress` applies that repair as one
/// transaction.
extension CadenceService {
    /// What `recalculateProgress(for:)` would derive now: the perfect days, the stored awards and
    /// unlocks, the achievements reached but not unlocked, and the changes it would make.
    struct RecalculationPlan {
        var perfectDays: Set<Day>
        var awardedDays: Set<Day>
        var unlocks: [AchievementUnlock]
        var reached: [Achievement]
        var changes: [StoreChange]
    }

    /// docs/domain-rules.md §6: the changes `recalculateProgress(for:)` would apply now, without applying
    /// them (the "what would change" of a recalculation).
    public func recalculationChanges(for user: UserID) async throws -> [StoreChange] {
        try await recalculationPlan(for: user).changes
    }

    /// docs/domain-rules.md §6: derives every day's verdict and every achievement from scratch and lists
    /// what a recalculation would change — missing awards, stale awards, missing unlocks.
    func recalculationPlan(for user: UserID, after simulation: DayChangeSimulation? = nil) async throws -> RecalculationPlan {
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: now)
        let instant = now
        let derived = try await achievementFacts(
            for: user, today: today, weekStart: settings.weekStart, simulation: simulation, fromScratch: true)
        let awarded = Set(try await store.perfectDayAwards(of: user, from: nil, through: nil))
        let unlocks = try await store.unlockedAchievements(of: user)
        let reached = AchievementCatalog.newlyReached(by: derived.facts, unlocked: Set(unlocks.map(\.achievementID)))
        var changes: [StoreChange] = []
        for day in derived.perfectDays.subtracting(awarded).sorted() { changes += Self.award(day, at: instant) }
        for day in awarded.subtracting(derived.perfectDays).sorted() { changes += Self.revoke(day, at: instant) }
        for achievement in reached { changes += Self.unlock(achievement, at: instant) }
        return RecalculationPlan(
            perfectDays: derived.perfectDays, awardedDays: awarded, unlocks: unlocks, reached: reached, changes: changes)
    }

    /// docs/domain-rules.md §6: every discrepancy between the user's stored progress and its derivation —
    /// awards vs perfect days, the ledger's entries vs awards and unlocks, its running sum,
    /// unlocks vs reached achievements, and empty day records (§3) — with the changes that
    /// repair them. Writes nothing.
    ///
    /// The repair brings each day's and each achievement's ledger entries to what the facts
    /// call for with one correcting entry, so an award whose +XP is already in the ledger gets
    /// its row back without paying twice. With a consistent ledger the repair is exactly what
    /// `recalculateProgress` would do.
    public func progressCheck(for user: UserID) async throws -> ProgressCheck {
        let plan = try await recalculationPlan(for: user)
        let ledger = try await store.xpTransactions(of: user, limit: nil).sorted { $0.id < $1.id }
        var check = LedgerRepair(instant: now)
        check.checkPerfectDays(plan: plan, ledger: ledger)
        check.checkAchievements(plan: plan, ledger: ledger)
        check.checkRunningSum(ledger)
        for record in try await store.dayRecords(of: user, habits: nil, from: nil, through: nil) where record.isEmpty {
            check.report(
                .emptyDayRecord, day: record.day,
                "habit \(record.habitID) has an empty day record on \(record.day) (it should have been removed)",
                repair: .saveDayRecord(record))
        }
        for (message, repair) in try await derivedStateDiscrepancies(for: user) {
            check.report(.staleDerivedState, message, repair: repair)
        }
        return ProgressCheck(user: user, discrepancies: check.discrepancies, repairs: check.orderedRepairs)
    }

    /// Checks the user's progress and applies its repair as one transaction (`cadence doctor
    /// --repair`). Returns what was found and repaired; nothing is written when it was healthy.
    @discardableResult
    /// Like every decision, the repair is written only while no other change of the user
    /// landed since it was derived, and derived again otherwise (docs/domain-rules.md §6
    /// "Concurrent changes"), so it is safe beside a running server.
    public func repairProgress(for user: UserID) async throws -> ProgressCheck {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            let check = try await progressCheck(for: user)
            if !check.repairs.isEmpty {
                try await store.apply([.requireRevision(revision)] + check.repairs, for: user, at: now)
            }
            return check
        }
    }
}
