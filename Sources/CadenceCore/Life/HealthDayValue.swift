/// One type's value for one day (docs/domain-rules.md §12 "Health"): the day's entries
/// aggregated as the type says — summed (water's drinks) or the last recorded (sleep, steps,
/// weight and mood; a store may hold several from before one value a day was the rule).
public struct HealthDayValue: Sendable, Hashable {
    public let type: HealthType
    public let day: Day
    public let value: Double
    public let entries: Int

    public init(type: HealthType, day: Day, value: Double, entries: Int) {
        self.type = type
        self.day = day
        self.value = value
        self.entries = entries
    }

    /// The day values of `entries`, ordered by type (as declared) then day. Entries of one
    /// day and type are taken in the order they were recorded (`createdAt`, then id).
    public static func of(_ entries: [HealthEntry]) -> [HealthDayValue] {
        let groups = Dictionary(grouping: entries) { HealthKey(type: $0.type, day: $0.day) }
        return groups.map { key, group in
            let ordered = group.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
            let values = ordered.map(\.value)
            let value: Double
            switch key.type.dayAggregation {
            case .sum: value = values.reduce(0, +)
            case .mean: value = values.reduce(0, +) / Double(values.count)
            case .last: value = values.last ?? 0
            }
            return HealthDayValue(type: key.type, day: key.day, value: value, entries: values.count)
        }
        .sorted { (order($0.type), $0.day) < (order($1.type), $1.day) }
    }

    private static func order(_ type: HealthType) -> Int {
        HealthType.allCases.firstIndex(of: type) ?? 0
    }
}

/// A (type, day) pair, for grouping entries.
struct HealthKey: Hashable {
    let type: HealthType
    let day: Day
}
