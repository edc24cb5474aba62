/// A health value as a person gives it — a number and an optional unit — turned into the
/// type's stored unit and checked in this one place (docs/domain-rules.md §12 "Health"): finite,
/// inside the type's sane range (`range(of:)`: sleep 0–24 h a night, steps 0–200,000 a day,
/// a mood a whole 1–5, water 1–5,000 mL a drink, weight 20–400 kg), a mood and steps whole. A
/// refusal names the range in the unit the value was given in. A cup is 250 mL, a pound
/// 0.45359237 kg.
public enum HealthQuantity {
    /// The sane range of one entry of each type, in its stored unit.
    public static func range(of type: HealthType) -> ClosedRange<Double> {
        switch type {
        case .sleep: 0...24
        case .steps: 0...200_000
        case .mood: 1...5
        case .water: 1...5_000
        case .weight: 20...400
        }
    }

    /// The largest single entry of each type, in its stored unit.
    public static func maximum(of type: HealthType) -> Double {
        range(of: type).upperBound
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
        guard let quantity = NumericBoundary.quantity(value) else {
            throw CadenceError(.amountInvalid, field: "value", "a \(type.rawValue) value must be a finite number")
        }
        var factor = 1.0
        var unitName = type.storedUnit
        if let unit, !unit.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let given = self.factor(of: unit, for: type) else {
                let units = acceptedUnits(of: type).joined(separator: ", ")
                throw CadenceError(.unitIncompatible, field: "unit", "'\(unit)' is not a unit of \(type.rawValue); use \(units)")
            }
            factor = given
            unitName = unit.trimmingCharacters(in: .whitespaces)
        }
        let stored = NumericBoundary.quantity(quantity * factor) ?? quantity
        let range = range(of: type)
        // A mood's "unit" is its scale: "6 is outside … a mood: 1 to 5".
        let suffix = type == .mood ? "" : " " + unitName
        guard range.contains(stored) else {
            throw CadenceError(
                .amountInvalid, field: "value",
                "\(QuantityText.format(quantity))\(suffix) is outside the sane range of \(phrase(type)): "
                    + "\(shown(range, factor: factor))\(suffix)")
        }
        if type == .mood || type == .steps, stored.rounded() != stored {
            let whole = type == .mood ? "" : " " + type.storedUnit
            throw CadenceError(.amountInvalid, field: "value", "\(phrase(type)) is a whole number from \(shown(range, factor: 1))\(whole)")
        }
        return stored
    }

    /// "a night's sleep", "a day's steps", "a mood", "a drink of water", "a weight".
    static func phrase(_ type: HealthType) -> String {
        switch type {
        case .sleep: "a night's sleep"
        case .steps: "a day's steps"
        case .mood: "a mood"
        case .water: "a drink of water"
        case .weight: "a weight"
        }
    }

    /// The range in a unit of `factor` stored units, rounded inwards to what `QuantityText`
    /// shows, so that every value the message names is accepted: "44.1 to 881.84".
    static func shown(_ range: ClosedRange<Double>, factor: Double) -> String {
        let lower = (range.lowerBound / factor * 100).rounded(.up) / 100
        let upper = (range.upperBound / factor * 100).rounded(.down) / 100
        return "\(QuantityText.format(lower)) to \(QuantityText.format(upper))"
    }
}
