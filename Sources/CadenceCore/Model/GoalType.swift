/// docs/domain-rules.md §2: what a habit measures, which fixes its units.
public enum GoalType: String, Sendable, Codable, CaseIterable, Hashable {
    case none, repetitions, time, cups, calories, distance, weight, capacity

    /// The unit a new habit of this type uses when none is given.
    public var defaultUnit: String? {
        switch self {
        case .none: nil
        case .repetitions: "times"
        case .time: "min"
        case .cups: "cups"
        case .calories: "kcal"
        case .distance: "km"
        case .weight: "kg"
        case .capacity: "mL"
        }
    }

    /// docs/domain-rules.md §2: the goal type a unit implies (`km` → distance, `min` → time); a label
    /// that is not a known unit is a custom `repetitions` label.
    public static func implied(byUnit unit: String?) -> GoalType {
        guard let unit, !unit.isEmpty else { return .none }
        return MeasureUnit.known(unit)?.goalType ?? .repetitions
    }
}
