/// A health value as a person gives it — a number and an optional unit — turned into the
/// type's stored unit and checked (docs/domain-rules.md §12 "Health"): finite and ≥ 0, a mood
/// a whole 1–5, steps whole, each inside a sane maximum. A cup is 250 mL, a pound
/// 0.45359237 kg.
public enum HealthQuantity {
    /// The largest single entry of each type, in its stored unit.
    public static func maximum(of type: HealthType) -> Double {
        switch type {
        case .sleep: 24
        case .steps: 200_000
        case .mood: 5
        case .water: 20_000
        case .weight: 1_000
        }
    }

    /// The units each type accepts, with their factor to the stored unit.
    static func factor(of unit: String, for type: HealthType) -> Double? {
        let key = unit.trimmingCharacters(in: .whitespaces).lowercased()
        switch type {
        case .sleep:
            return ["h": 1, "hr": 1, "hrs": 1, "hour": 1, "hours": 1, "min": 1.0 / 60, "mins": 1.0 / 60, "minutes": 1.0 / 60][key]
        case .steps:
            return ["steps": 1, "step": 1][key]
        case .mood:
            return ["score": 1][key]
        case .water:
            return ["ml": 1, "l": 1_000, "litre": 1_000, "liter": 1_000, "litres": 1_000, "liters": 1_000, "cup": 250, "cups": 250][key]
        case .weight:
            return ["kg": 1, "kgs": 1, "lb": 0.453_592_37, "lbs": 0.453_592_37][key]
        }
    }

    /// The units a type accepts, for messages and documentation.
    public static func acceptedUnits(of type: HealthType) -> [String] {
        switch type {
        case .sleep: ["h", "min"]
        case .steps: ["steps"]
        case .mood: ["score"]
        case .water: ["mL", "L", "cups"]
        case .weight: ["kg", "lb"]
        }
    }

    /// `value` in `unit` (default: the stored unit) as a stored value of `type`, or the reason
    /// it is refused.
    public static func stored(_ value: Double, unit: String?, type: HealthType) throws(CadenceError) -> Double {
        guard let quantity = NumericBoundary.quantity(value), quantity >= 0 else {
            throw CadenceError(.amountInvalid, field: "value", "a \(type.rawValue) value must be a finite number of 0 or more")
        }
        var stored = quantity
        if let unit, !unit.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let factor = factor(of: unit, for: type) else {
                let units = acceptedUnits(of: type).joined(separator: ", ")
                throw CadenceError(.unitIncompatible, field: "unit", "'\(unit)' is not a unit of \(type.rawValue); use \(units)")
            }
            stored = quantity * factor
        }
        switch type {
        case .mood:
            guard NumericBoundary.integer(stored, in: 1...5) != nil else {
                throw CadenceError(.amountInvalid, field: "value", "a mood is a whole number from 1 to 5")
            }
        case .steps:
            guard NumericBoundary.integer(stored, in: 0...Int(maximum(of: .steps))) != nil else {
                throw CadenceError(.amountInvalid, field: "value", "steps are a whole number from 0 to 200000")
            }
        case .sleep, .water, .weight:
            guard stored <= maximum(of: type) else {
                let limit = QuantityText.format(maximum(of: type))
                throw CadenceError(.amountInvalid, field: "value", "a \(type.rawValue) entry is at most \(limit) \(type.storedUnit)")
            }
        }
        return stored
    }
}
