/// What a health entry measures (docs/domain-rules.md §12 "Health"), each with the unit it is
/// stored in: sleep in hours, steps as a count, mood on a 1–5 scale, water in millilitres and
/// weight in kilograms.
public enum HealthType: String, CaseIterable, Codable, Sendable, Hashable {
    case sleep, steps, mood, water, weight

    /// The unit values are stored and answered in.
    public var storedUnit: String {
        switch self {
        case .sleep: "h"
        case .steps: "steps"
        case .mood: "score"
        case .water: "mL"
        case .weight: "kg"
        }
    }

    /// How a day's entries of this type add up: sleep, steps and water sum; mood is the day's
    /// mean; weight is the day's last entry.
    public var dayAggregation: HealthDayAggregation {
        switch self {
        case .sleep, .steps, .water: .sum
        case .mood: .mean
        case .weight: .last
        }
    }
}

/// How several entries of one day become the day's value.
public enum HealthDayAggregation: String, Sendable, Hashable {
    case sum, mean, last
}
