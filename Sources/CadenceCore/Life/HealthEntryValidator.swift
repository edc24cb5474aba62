/// The rules a new health entry passes (docs/domain-rules.md §12 "Health"), in one place for
/// every surface: its value (see `HealthQuantity`), no day after today, a day's sleep at most
/// 24 hours in all, and a note of at most 1,000 characters (`TextRule.dayNote`).
public enum HealthEntryValidator {
    /// The stored value of a new entry, or the reason it is refused. `sleepThatDay` is the
    /// sleep already recorded on `day` (hours).
    public static func storedValue(
        type: HealthType, value: Double, unit: String?, day: Day, today: Day, sleepThatDay: Double, note: String?
    ) throws(CadenceError) -> Double {
        guard day <= today else {
            throw CadenceError(.checkInInFuture, field: "date", "\(day) is after today (\(today)); health entries record what happened")
        }
        guard Day.supported.contains(day) else {
            throw CadenceError(.dateRangeInvalid, field: "date", "\(day) is outside the dates Cadence stores")
        }
        if let note { try TextRule.dayNote.checked(note) }
        let stored = try HealthQuantity.stored(value, unit: unit, type: type)
        if type == .sleep, sleepThatDay + stored > HealthQuantity.maximum(of: .sleep) + 1e-9 {
            let already = QuantityText.format(sleepThatDay)
            throw CadenceError(
                .amountInvalid, field: "value",
                "a day has at most 24 h of sleep; \(day) already has \(already) h")
        }
        return stored
    }
}
