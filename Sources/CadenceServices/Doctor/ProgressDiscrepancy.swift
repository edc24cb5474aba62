import CadenceCore
import CadenceStorage

/// One stored value that differs from its derivation from scratch (`cadence doctor`,
/// docs/operations.md; docs/domain-rules.md §6: the stored progress always equals the derivation).
public struct ProgressDiscrepancy: Sendable, Hashable {
    /// What is wrong.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A perfect day without its award (`perfect_day_award` row).
        case missingAward
        /// An award for a day that is not perfect.
        case staleAward
        /// A day whose perfect-day ledger entries do not sum to +50 while it is awarded, or to 0
        /// while it is not (an award without its +XP, a revoke without its −XP).
        case perfectDayXPMismatch
        /// The ledger's running sum goes below 0 at some entry (docs/domain-rules.md §6: never below 0).
        case xpBelowZero
        /// An achievement reached but not unlocked.
        case missingUnlock
        /// An unlocked achievement whose ledger entries do not sum to its XP reward, or an
        /// achievement's XP without its unlock.
        case achievementXPMismatch
        /// A day record that holds nothing (domain-rules.md §3: an empty record is removed).
        case emptyDayRecord
        /// Stored derived state (a habit's fold, the day verdicts) that differs from its
        /// derivation (docs/domain-rules.md §5 "Stored derived state"); the repair stores the
        /// derivation.
        case staleDerivedState
    }

    public var kind: Kind
    /// The day concerned, when there is one.
    public var day: Day?
    /// The achievement concerned, when there is one.
    public var achievementID: String?
    /// One sentence for people.
    public var message: String
    /// Whether `--repair` can fix it (a negative running sum in the append-only ledger cannot be).
    public var isRepairable: Bool

    public init(kind: Kind, day: Day? = nil, achievementID: String? = nil, message: String, isRepairable: Bool = true) {
        self.kind = kind
        self.day = day
        self.achievementID = achievementID
        self.message = message
        self.isRepairable = isRepairable
    }
}

/// What `CadenceService.progressCheck(for:)` found for one user, and the changes that would
/// repair it — applied as one `store.apply` transaction by `repairProgress(for:)`.
public struct ProgressCheck: Sendable, Hashable {
    public var user: UserID
    public var discrepancies: [ProgressDiscrepancy]
    /// The changes `--repair` applies, in order (positive XP before negative, so the ledger's
    /// sum never dips below 0 on the way).
    public var repairs: [StoreChange]

    public init(user: UserID, discrepancies: [ProgressDiscrepancy], repairs: [StoreChange]) {
        self.user = user
        self.discrepancies = discrepancies
        self.repairs = repairs
    }

    /// No discrepancy at all.
    public var isHealthy: Bool { discrepancies.isEmpty }
}
