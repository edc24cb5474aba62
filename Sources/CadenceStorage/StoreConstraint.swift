import CadenceCore

/// The errors the stores' constraints stand for (docs/schema.md "Constraint failures",
/// docs/domain-rules.md §7): one table that SQLite's `ConstraintErrorMapping` and PostgreSQL's
/// `PostgresErrorMapping` both read, so the two backends refuse a change with the same error
/// and the same words.
public enum StoreConstraint {
    /// Named CHECK constraints (the same names in both schemas) and the finite-number checks —
    /// SQLite's NOT NULL of a NaN (`checkin.amount`, `habit.target`), PostgreSQL's
    /// `checkin_amount_number` and `habit_target_number` — with their errors.
    public static let rangeErrors: [(constraint: String, error: CadenceError)] = [
        ("checkin_amount_nonnegative", CadenceError(.amountInvalid, field: "amount", "an amount must be 0 or more")),
        ("checkin_amount_number", CadenceError(.amountInvalid, field: "amount", "an amount must be a finite number")),
        ("checkin.amount", CadenceError(.amountInvalid, field: "amount", "an amount must be a finite number")),
        ("habit_target_number", CadenceError(.targetInvalid, field: "target", "a target must be a finite number")),
        ("habit.target", CadenceError(.targetInvalid, field: "target", "a target must be a finite number")),
        (
            "day_record_difficulty_range",
            CadenceError(.difficultyOutOfRange, field: "difficulty", "difficulty goes from 1 (easy) to 5 (hard)")
        ),
        (
            "user_day_start_range",
            CadenceError(.dayStartOutOfRange, field: "dayStart", "day start must be an hour from 0 to 23")
        ),
        ("user_week_start_range", CadenceError(.weekStartInvalid, field: "weekStart", "the week starts on Monday or Sunday")),
        ("user_locale_known", CadenceError(.localeUnsupported, field: "locale", "the language must be one Cadence speaks")),
        (
            "reminder_time_range",
            CadenceError(.reminderInvalid, field: "reminders", "a reminder time is an hour 0–23 and a minute 0–59")
        ),
    ]

    /// docs/domain-rules.md §6 (and §3 "Client ids"): a second perfect-day award, unlock or
    /// client request written by a concurrent change of the same user; the batch rolled back
    /// whole and may be decided again.
    public static let concurrentWrite = CadenceError(
        .concurrentChange, "another change to the same day was saved at the same moment; try again")

    /// docs/domain-rules.md §7: the error of a unique folded name hit by `change` — a habit
    /// among the user's active habits, a category, a money account — or `nil` for another change.
    public static func nameDuplicate(during change: StoreChange?) -> CadenceError? {
        switch change {
        case .insertHabit(let habit), .updateHabit(let habit):
            CadenceError(
                .nameDuplicate, field: "name",
                "an active habit named '\(habit.name)' already exists; choose another name or archive the other habit")
        case .insertCategory(let category), .updateCategory(let category):
            CadenceError(
                .nameDuplicate, field: "name", "a category named '\(category.name)' already exists; choose another name")
        case .insertMoneyAccount(let account), .updateMoneyAccount(let account),
            .insertMoneyAccountWithHistory(let account, _):
            CadenceError(
                .nameDuplicate, field: "name", "an account named '\(account.name)' already exists; choose another name")
        default:
            nil
        }
    }

    /// What a failed foreign key names in its `notFound` message.
    public static func describe(_ change: StoreChange?) -> String {
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
