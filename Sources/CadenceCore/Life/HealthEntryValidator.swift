/// The rules a new or edited health entry passes (docs/domain-rules.md §12 "Health"), in one
/// place for every surface: its value inside the type's sane range (see `HealthQuantity`), no
/// day after today, and a note of at most 1,000 characters (`TextRule.dayNote`).
public enum HealthEntryValidator {
    /// The stored value of an entry, or the reason it is refused.
    public static func storedValue(
        type: HealthType, value: Double, unit: String?, day: Day, today: Day, note: String?
    ) throws(CadenceError) -> Double {
        guard day <= today else {
            throw CadenceError(.checkInInFuture, field: "date", "\(day) is after today (\(today)); health entries record what happened")
        }
        guard Day.supported.contains(day) else {
            throw CadenceError(.dateRangeInvalid, field: "date", "\(day) is outside the dates Cadence stores")
        }
        if let note { try TextRule.dayNote.checked(note) }
        return try HealthQuantity.stored(value, unit: unit, type: type)
    }

    /// docs/domain-rules.md §12 "Health": the entry a new entry of `type` on `day` replaces — the
    /// latest of the day's entries of that type (by the instant recorded, then id) when the type
    /// holds one value a day (`HealthType.isOnePerDay`), else none.
    public static func replaced(by type: HealthType, on day: Day, among entries: [HealthEntry]) -> HealthEntry? {
        guard type.isOnePerDay else { return nil }
        return entries.filter { $0.type == type && $0.day == day }.max { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    }
}
