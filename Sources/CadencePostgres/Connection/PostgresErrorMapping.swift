import CadenceCore
import CadenceStore
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
            return CadenceError(.notFound, "\(describe(change)) refers to a user, habit or category that does not exist")
        case checkViolation, notNullViolation:
            return outOfRange(constraint: constraint, column: psql.serverInfo?[.columnName] ?? "", message: message)
                ?? unmapped(state, message)
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
            return CadenceError(
                .concurrentChange, "another change to the same day was saved at the same moment; try again")
        default:
            break
        }
        switch (constraint, change) {
        case ("habit_active_name", .insertHabit(let habit)), ("habit_active_name", .updateHabit(let habit)):
            return CadenceError(
                .nameDuplicate, field: "name",
                "an active habit named '\(habit.name)' already exists; choose another name or archive the other habit")
        case ("habit_active_name", _):
            return CadenceError(.nameDuplicate, field: "name", "an active habit with that name already exists")
        case ("category_name_key", .insertCategory(let category)), ("category_name_key", .updateCategory(let category)):
            return CadenceError(
                .nameDuplicate, field: "name", "a category named '\(category.name)' already exists; choose another name")
        case ("category_name_key", _):
            return CadenceError(.nameDuplicate, field: "name", "a category with that name already exists")
        case ("money_account_name_key", .insertMoneyAccount(let account)),
            ("money_account_name_key", .updateMoneyAccount(let account)),
            ("money_account_name_key", .insertMoneyAccountWithHistory(let account, _)):
            return CadenceError(
                .nameDuplicate, field: "name", "an account named '\(account.name)' already exists; choose another name")
        case ("money_account_name_key", _):
            return CadenceError(.nameDuplicate, field: "name", "an account with that name already exists")
        default:
            return nil
        }
    }

    /// The named CHECK constraints of docs/schema.md (the same names as SQLite's) and the
    /// finite-number checks PostgreSQL needs because it stores NaN.
    private static func outOfRange(constraint: String, column: String, message: String) -> CadenceError? {
        let rules: [(constraint: String, error: CadenceError)] = [
            ("checkin_amount_nonnegative", CadenceError(.amountInvalid, field: "amount", "an amount must be 0 or more")),
            ("checkin_amount_number", CadenceError(.amountInvalid, field: "amount", "an amount must be a finite number")),
            ("habit_target_number", CadenceError(.targetInvalid, field: "target", "a target must be a finite number")),
            (
                "day_record_difficulty_range",
                CadenceError(.difficultyOutOfRange, field: "difficulty", "difficulty goes from 1 (easy) to 5 (hard)")
            ),
            (
                "user_day_start_range",
                CadenceError(.dayStartOutOfRange, field: "dayStart", "day start must be an hour from 0 to 23")
            ),
            (
                "user_week_start_range",
                CadenceError(.weekStartInvalid, field: "weekStart", "the week starts on Monday or Sunday")
            ),
            (
                "reminder_time_range",
                CadenceError(.reminderInvalid, field: "reminders", "a reminder time is an hour 0–23 and a minute 0–59")
            ),
        ]
        return rules.first { $0.constraint == constraint }?.error
    }

    private static func describe(_ change: StoreChange?) -> String {
        switch change {
        case .insertHabit: "the new habit"
        case .updateHabit(let habit): "habit \(habit.id)"
        case .insertCheckIn(let checkIn): "the check-in for habit \(checkIn.habitID)"
        case .saveDayRecord(let record): "the day record for habit \(record.habitID)"
        case .insertCategory: "the new category"
        default: "the change"
        }
    }
}
