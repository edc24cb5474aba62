import CadenceCore
import CadenceStorage
import PostgresNIO

/// Turns PostgreSQL's SQLSTATEs into the typed errors of docs/domain-rules.md §7, as
/// `ConstraintErrorMapping` does for SQLite's constraint codes (docs/schema.md "Constraint
/// failures"): a unique `name_key` → `nameDuplicate`; a second perfect-day award, achievement
/// unlock or client request, a serialization failure or a deadlock → `concurrentChange`; a
/// foreign key → `notFound`; the named CHECKs → their range errors. Anything else is returned
/// unchanged.
enum PostgresErrorMapping {
    /// unique_violation, foreign_key_violation, check_violation, not_null_violation,
    /// serialization_failure, deadlock_detected.
    static let uniqueViolation = "23505"
    static let foreignKeyViolation = "23503"
    static let checkViolation = "23514"
    static let notNullViolation = "23502"
    static let serializationFailure = "40001"
    static let deadlockDetected = "40P01"
    /// character_not_in_repertoire: a text holding U+0000, which PostgreSQL's text cannot store.
    static let characterNotInRepertoire = "22021"

    /// The SQLSTATE of `error` when it came from the server.
    static func sqlState(of error: any Error) -> String? {
        (error as? PSQLError)?.serverInfo?[.sqlState]
    }

    /// The error to throw for `error`, raised while applying `change` (`nil` when not known).
    static func error(for error: any Error, during change: StoreChange?) -> any Error {
        guard let psql = error as? PSQLError else { return error }
        guard let state = psql.serverInfo?[.sqlState] else {
            return PostgresStoreError.database("\(psql.code)" + (psql.underlying.map { ": \($0)" } ?? ""))
        }
        let constraint = psql.serverInfo?[.constraintName] ?? ""
        let message = psql.serverInfo?[.message] ?? ""
        switch state {
        case uniqueViolation:
            return duplicate(constraint: constraint, during: change) ?? unmapped(state, message)
        case foreignKeyViolation:
            return CadenceError(.notFound, "\(StoreConstraint.describe(change)) refers to a user, habit or category that does not exist")
        case checkViolation, notNullViolation:
            return outOfRange(constraint: constraint) ?? unmapped(state, message)
        case characterNotInRepertoire:
            return CadenceError(
                .textInvalid, "text cannot contain the NUL character (U+0000); remove it and try again")
        case serializationFailure, deadlockDetected:
            return CadenceError(.concurrentChange, "another change was saved at the same moment; try again")
        default:
            return unmapped(state, message)
        }
    }

    /// A server error no rule accounts for, readable (PSQLError's own description hides it).
    private static func unmapped(_ state: String, _ message: String) -> PostgresStoreError {
        .database("SQLSTATE \(state): \(message)")
    }

    /// docs/domain-rules.md §7 and §6: duplicate names, and the rows a concurrent writer made first.
    private static func duplicate(constraint: String, during change: StoreChange?) -> CadenceError? {
        switch constraint {
        case "perfect_day_award_pkey", "achievement_unlock_pkey", "client_request_pkey":
            return StoreConstraint.concurrentWrite
        case "habit_active_name":
            return StoreConstraint.nameDuplicate(during: change)
                ?? CadenceError(.nameDuplicate, field: "name", "an active habit with that name already exists")
        case "category_name_key":
            return StoreConstraint.nameDuplicate(during: change)
                ?? CadenceError(.nameDuplicate, field: "name", "a category with that name already exists")
        case "money_account_name_key":
            return StoreConstraint.nameDuplicate(during: change)
                ?? CadenceError(.nameDuplicate, field: "name", "an account with that name already exists")
        default:
            return nil
        }
    }

    /// The named CHECK constraints of docs/schema.md (the same names as SQLite's) and the
    /// finite-number checks PostgreSQL needs because it stores NaN.
    private static func outOfRange(constraint: String) -> CadenceError? {
        StoreConstraint.rangeErrors.first { $0.constraint == constraint }?.error
    }
}
