import Foundation

/// docs/domain-rules.md §3, §7: amounts ≥ 0 and finite; difficulty 1–5; no check-in after today or
/// before the habit's start.
public enum CheckInValidator {
    public static let maximumNoteLength = 1000

    /// Validates an amount as given: finite and 0 or more.
    public static func validate(amount: Double) throws(CadenceError) {
        guard amount.isFinite, amount >= 0 else {
            throw CadenceError(.amountInvalid, field: "amount", "the amount must be a finite number of 0 or more")
        }
    }

    /// docs/domain-rules.md §7 "Upper bounds": an amount (or a day's total), in the habit's
    /// unit, is at most one day's worth (`QuantityLimits.maximumPerDay(for:)`).
    public static func validate(amount: Double, withinDayOf habit: Habit, field: String = "amount") throws(CadenceError) {
        let maximum = QuantityLimits.maximumPerDay(for: habit.goal)
        guard amount <= maximum else {
            throw CadenceError(
                .amountInvalid, field: field,
                "'\(habit.name)' can record at most \(maximum.formatted) \(habit.goal.displayUnit) in a day; \(QuantityText.format(amount)) is too "
                    + "much"
            )
        }
    }

    /// docs/domain-rules.md §3 "A yes/no day is complete": a yes/no habit (a build habit with no
    /// unit) holds at most its times-per-day check-ins a day; adding `amount` more to a day
    /// holding `dayTotal` beyond that is refused (`dayComplete`). Counted and measured habits,
    /// and quit habits, may go over their target.
    public static func validate(adding amount: Double, toDayTotal dayTotal: Double, of habit: Habit) throws(CadenceError) {
        // A fraction of a yes/no check-in is refused as such (`amountInvalid`), not as a full day.
        guard habit.kind == .build, habit.goal.type == .none, amount.rounded() == amount else { return }
        let most = Double(habit.goal.timesPerDay)
        guard dayTotal + amount > most + 1e-9 else { return }
        let done = QuantityText.format(dayTotal)
        throw CadenceError(
            .dayComplete, field: "amount",
            dayTotal >= most - 1e-9
                ? "'\(habit.name)' is already done for the day (\(done) of \(QuantityText.format(most))); undo it to change it"
                : "'\(habit.name)' is done at most \(QuantityText.format(most)) times a day; the day has \(done)")
    }

    /// docs/domain-rules.md §3: no check-in after today or before the habit's start.
    public static func validate(day: Day, for habit: Habit, today: Day) throws(CadenceError) {
        try validateSupported(day, field: "date")
        guard day <= today else {
            throw CadenceError(.checkInInFuture, field: "date", "\(day) is after today (\(today)); check-ins cannot be in the future")
        }
        guard day >= habit.startDay else {
            throw CadenceError(.checkInBeforeStart, field: "date", "\(day) is before '\(habit.name)' started (\(habit.startDay))")
        }
    }

    /// docs/domain-rules.md §7 "Dates": a date lies in `Day.supported` (1900-01-01 … 2199-12-31).
    public static func validateSupported(_ day: Day, field: String) throws(CadenceError) {
        guard Day.supported.contains(day) else {
            throw CadenceError(
                .dateRangeInvalid, field: field,
                "\(day) is outside the dates Cadence keeps (\(Day.supported.lowerBound) to \(Day.supported.upperBound))")
        }
    }

    /// docs/domain-rules.md §7: difficulty 1–5.
    public static func validate(difficulty: Int) throws(CadenceError) {
        guard (1...5).contains(difficulty) else {
            throw CadenceError(.difficultyOutOfRange, field: "difficulty", "difficulty is rated 1 (easy) to 5 (hard), got \(difficulty)")
        }
    }

    /// docs/domain-rules.md §3 "Client ids": 1–64 characters of `A–Z a–z 0–9 . _ : -` (a UUID
    /// fits), compared exactly.
    public static func clientID(_ text: String) throws(CadenceError) -> String {
        let allowed =
            (1...64).contains(text.utf8.count)
            && text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._:-".unicodeScalars.contains($0)) }
        guard allowed else {
            throw CadenceError(
                .clientIdInvalid, field: "clientId", "a client id is 1 to 64 letters, digits, '.', '_', ':' or '-'")
        }
        return text
    }

    /// Notes are trimmed; empty means none; at most 1000 characters of `TextRule.dayNote`.
    public static func validatedNote(_ note: String?) throws(CadenceError) -> String? {
        guard let trimmed = note?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return try TextRule.dayNote.checked(trimmed)
    }

    /// docs/domain-rules.md §3: convert an amount given in `unit` into the habit's unit.
    /// The result is finite, 0 or more (never `-0`) and at most one day's worth.
    public static func amount(_ amount: Double, in unit: String?, for habit: Habit) throws(CadenceError) -> Double {
        try validate(amount: amount)
        let converted = try converted(amount, in: unit, for: habit)
        guard let value = NumericBoundary.quantity(converted) else {
            throw CadenceError(.amountInvalid, field: "amount", "the amount must be a finite number of 0 or more")
        }
        try validate(amount: value, withinDayOf: habit)
        return value
    }

    private static func converted(_ amount: Double, in unit: String?, for habit: Habit) throws(CadenceError) -> Double {
        guard let unit, !unit.isEmpty else { return amount }
        guard let habitUnit = habit.goal.unit else {
            throw CadenceError(.unitIncompatible, field: "unit", "'\(habit.name)' is a simple habit; give an amount without a unit")
        }
        guard let converted = MeasureUnit.convert(amount, from: unit, to: habitUnit) else {
            throw CadenceError(.unitIncompatible, field: "unit", "'\(unit)' does not convert to '\(habitUnit)', the unit of '\(habit.name)'")
        }
        return converted
    }
}
