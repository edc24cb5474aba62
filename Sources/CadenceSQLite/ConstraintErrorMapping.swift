import CadenceCore
import CadenceStorage
import GRDB

/// Turns SQLite constraint failures into the typed errors of docs/domain-rules.md §7.
///
/// The schema enforces names, ownership and ranges (docs/schema.md); when a write trips one of
/// those constraints, the change being applied and the constraint's name say which rule it
/// was. A failure no rule accounts for is returned unchanged, as the `DatabaseError` it is.
enum ConstraintErrorMapping {
    /// The error to throw for `error`, raised while applying `change` (`nil` while creating a user).
    static func error(for error: DatabaseError, during change: StoreChange?) -> any Error {
        let message = error.message ?? ""
        switch error.extendedResultCode {
        case .SQLITE_CONSTRAINT_UNIQUE, .SQLITE_CONSTRAINT_PRIMARYKEY:
            return duplicate(message: message, during: change) ?? error
        case .SQLITE_CONSTRAINT_FOREIGNKEY:
            return CadenceError(
                .notFound, "\(StoreConstraint.describe(change)) refers to a user, habit or category that does not exist")
        case .SQLITE_CONSTRAINT_CHECK, .SQLITE_CONSTRAINT_NOTNULL:
            return outOfRange(message: message) ?? error
        default:
            return error
        }
    }

    /// docs/domain-rules.md §7: habit names are unique among a user's active habits, category and
    /// account names per user; §6: an award, unlock or client request a concurrent change made first.
    private static func duplicate(message: String, during change: StoreChange?) -> CadenceError? {
        switch change {
        case .awardPerfectDay, .unlockAchievement, .recordClientRequest:
            return StoreConstraint.concurrentWrite
        default:
            break
        }
        guard message.contains("name_key") else { return nil }
        return StoreConstraint.nameDuplicate(during: change)
    }

    /// Named CHECK constraints and NOT NULL columns (a NaN is stored as NULL) of docs/schema.md.
    private static func outOfRange(message: String) -> CadenceError? {
        StoreConstraint.rangeErrors.first { message.contains($0.constraint) }?.error
    }
}
