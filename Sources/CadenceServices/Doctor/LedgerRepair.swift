import CadenceCore
import CadenceStorage
import Foundation

/// Builds a `ProgressCheck`: compares stored awards, unlocks and XP ledger entries with the
/// derivation (docs/domain-rules.md §6) and collects the discrepancies and their repairs.
struct LedgerRepair {
    let instant: Date
    private(set) var discrepancies: [ProgressDiscrepancy] = []
    private var rowChanges: [StoreChange] = []
    private var credits: [StoreChange] = []
    private var debits: [StoreChange] = []

    init(instant: Date) {
        self.instant = instant
    }

    /// Row changes first, then positive ledger entries, then negative ones: the sum never dips
    /// below 0 on the way (the store refuses that).
    var orderedRepairs: [StoreChange] { rowChanges + credits + debits }

    mutating func report(
        _ kind: ProgressDiscrepancy.Kind, day: Day? = nil, achievementID: String? = nil, _ message: String,
        repair: StoreChange? = nil, isRepairable: Bool = true
    ) {
        discrepancies.append(
            ProgressDiscrepancy(
                kind: kind, day: day, achievementID: achievementID, message: message, isRepairable: isRepairable))
        if let repair { rowChanges.append(repair) }
    }

    private mutating func correct(by amount: Int, reason: XPTransaction.Reason, day: Day? = nil, achievementID: String? = nil) {
        guard amount != 0 else { return }
        let entry = StoreChange.appendXP(
            XPTransaction(amount: amount, reason: reason, day: day, achievementID: achievementID, at: instant))
        if amount > 0 { credits.append(entry) } else { debits.append(entry) }
    }

    /// docs/domain-rules.md §6: a day is awarded exactly when it is perfect, and its perfect-day ledger
    /// entries sum to +50 while it is awarded and to 0 otherwise.
    mutating func checkPerfectDays(plan: CadenceService.RecalculationPlan, ledger: [XPTransaction]) {
        var dayXP: [Day: Int] = [:]
        for entry in ledger where entry.reason == .perfectDay || entry.reason == .perfectDayRevoked {
            guard let day = entry.day else { continue }
            dayXP[day, default: 0] += entry.amount
        }
        let award = XPTransaction.perfectDayXP
        for day in plan.perfectDays.union(plan.awardedDays).union(dayXP.keys).sorted() {
            let isPerfect = plan.perfectDays.contains(day)
            let isAwarded = plan.awardedDays.contains(day)
            let xp = dayXP[day] ?? 0
            let stored = isAwarded ? award : 0
            let target = isPerfect ? award : 0
            let rowOnly = xp == target && xp != stored
            if isPerfect, !isAwarded {
                let note = rowOnly ? "; its +\(award) XP is already in the ledger" : ""
                report(.missingAward, day: day, "\(day) is perfect but has no award\(note)", repair: .awardPerfectDay(day))
            } else if !isPerfect, isAwarded {
                let note = rowOnly ? "; the ledger holds no XP for it" : ""
                report(.staleAward, day: day, "\(day) is awarded but is not perfect\(note)", repair: .revokePerfectDay(day))
            }
            if xp != stored, xp != target {
                report(
                    .perfectDayXPMismatch, day: day,
                    "\(day) is \(isAwarded ? "awarded" : "not awarded") but its perfect-day XP sums to \(xp), not \(stored)")
            }
            let delta = target - xp
            correct(by: delta, reason: delta > 0 ? .perfectDay : .perfectDayRevoked, day: day)
        }
    }

    /// docs/domain-rules.md §6: a reached achievement is unlocked, and an unlocked one's ledger entries sum
    /// to its reward. An achievement's XP without its unlock means the unlock was lost: it is
    /// restored as of the XP's first entry (unlocks are kept once earned).
    mutating func checkAchievements(plan: CadenceService.RecalculationPlan, ledger: [XPTransaction]) {
        var paid: [String: (sum: Int, first: Date)] = [:]
        for entry in ledger where entry.reason == .achievement {
            guard let id = entry.achievementID else { continue }
            let previous = paid[id]
            paid[id] = ((previous?.sum ?? 0) + entry.amount, previous?.first ?? entry.at)
        }
        let unlocked = Set(plan.unlocks.map(\.achievementID))
        let reached = Set(plan.reached.map(\.id))
        for achievement in AchievementCatalog.all {
            let xp = paid[achievement.id]?.sum ?? 0
            if reached.contains(achievement.id) {
                let paid = xp == achievement.xp ? "; its XP is already in the ledger" : ""
                report(
                    .missingUnlock, achievementID: achievement.id,
                    "'\(achievement.id)' is reached but not unlocked\(paid)",
                    repair: .unlockAchievement(AchievementUnlock(achievementID: achievement.id, unlockedAt: instant)))
                if xp != 0, xp != achievement.xp {
                    report(
                        .achievementXPMismatch, achievementID: achievement.id,
                        "'\(achievement.id)' is not unlocked but holds \(xp) XP")
                }
            } else if unlocked.contains(achievement.id) {
                guard xp != achievement.xp else { continue }
                report(
                    .achievementXPMismatch, achievementID: achievement.id,
                    "'\(achievement.id)' is unlocked but its XP sums to \(xp), not \(achievement.xp)")
            } else if let first = paid[achievement.id]?.first, xp != 0 {
                report(
                    .achievementXPMismatch, achievementID: achievement.id,
                    "'\(achievement.id)' holds \(xp) XP but is not unlocked (its unlock is restored)",
                    repair: .unlockAchievement(AchievementUnlock(achievementID: achievement.id, unlockedAt: first)))
            } else {
                continue
            }
            correct(by: achievement.xp - xp, reason: .achievement, achievementID: achievement.id)
        }
    }

    /// docs/domain-rules.md §6: the ledger's sum is never below 0 — after any entry, in id order. The
    /// ledger is append-only, so a past dip is reported but cannot be repaired.
    mutating func checkRunningSum(_ ledger: [XPTransaction]) {
        var sum = 0
        for entry in ledger {
            sum += entry.amount
            guard sum < 0 else { continue }
            report(
                .xpBelowZero,
                "the XP ledger's sum falls to \(sum) at entry \(entry.id); the ledger is append-only, so this is not repaired",
                isRepairable: false)
            return
        }
    }
}
