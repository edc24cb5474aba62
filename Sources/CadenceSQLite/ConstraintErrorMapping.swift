import CadenceCore
import CadenceStore
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
                .notFound, "\(describe(change)) refers to a user, habit or category that does not exist")
        case .SQLITE_CONSTRAINT_CHECK, .SQLITE_CONSTRAINT_NOTNULL:
            return outOfRange(message: message) ?? error
        default:
            return error
        }
    }

    /// docs/domain-rules.md §7: habit names are unique among a user's active habits, category names per user.
    private static func duplicate(message: String, during change: StoreChange?) -> CadenceError? {
        switch change {
        case .awardPerfectDay, .unlockAchievement, .recordClientRequest:
            // docs/domain-rules.md §6: the award or unlock (or §3: the client request) was written
            // by a concurrent change of the same user; the whole batch rolled back and may be
            // decided again.
            return CadenceError(
                .concurrentChange, "another change to the same day was saved at the same moment; try again")
        default:
            break
        }
        guard message.contains("name_key") else { return nil }
        switch change {
        case .insertHabit(let habit), .updateHabit(let habit):
            return CadenceError(
                .nameDuplicate, field: "name",
                "an active habit named '\(habit.name)' already exists; choose another name or archive the other habit")
        case .insertCategory(let category), .updateCategory(let category):
            return CadenceError(
                .nameDuplicate, field: "name", "a category named '\(category.name)' already exists; choose another name"
            )
        case .insertMoneyAccount(let account), .updateMoneyAccount(let account), .insertMoneyAccountWithHistory(let account, _):
            return CadenceError(
                .nameDuplicate, field: "name", "an account named '\(account.name)' already exists; choose another name")
        default:
            return nil
        }
    }

    /// Named CHECK constraints and NOT NULL columns (a NaN is stored as NULL) of docs/schema.md.
    private static func outOfRange(message: String) -> CadenceError? {
        let rules: [(constraint: String, error: CadenceError)] = [
            (
                "checkin_amount_nonnegative",
                CadenceError(.amountInvalid, field: "amount", "an amount must be 0 or more")
            ),
            ("checkin.amount", CadenceError(.amountInvalid, field: "amount", "an amount must be a finite number")),
            ("habit.target", CadenceError(.targetInvalid, field: "target", "a target must be a finite number")),
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
        return rules.first { message.contains($0.constraint) }?.error
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
