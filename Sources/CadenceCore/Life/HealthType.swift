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

    /// docs/domain-rules.md §12 "Health": sleep per night, steps per day and weight per day are
    /// one value each — saving again replaces the day's entry; water (a log of drinks) and mood
    /// (every mood is kept) add entries.
    public var isOnePerDay: Bool {
        switch self {
        case .sleep, .steps, .weight: true
        case .mood, .water: false
        }
    }

    /// How a day's entries of this type make the day's value: water sums its drinks; every other
    /// type is the day's latest entry (one value a day; the latest of several a store holds from
    /// before that rule, and the latest mood of the day).
    public var dayAggregation: HealthDayAggregation {
        switch self {
        case .water: .sum
        case .sleep, .steps, .mood, .weight: .last
        }
    }
}

/// How several entries of one day become the day's value (`mean` is no type's since the day's
/// mood became its latest; it stays a value of the summary's `aggregation`).
public enum HealthDayAggregation: String, Sendable, Hashable {
    case sum, mean, last
}
