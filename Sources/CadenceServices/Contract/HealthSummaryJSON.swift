import CadenceCore
import CadenceStorage

/// `health summary --days N` and `/api/v1/health/summary?days=N`:
/// `{"from", "to", "days", "types": [{"type", "unit", "aggregation", "daysWithEntries", "mean",
/// "min", "max", "latest", "latestDate", "trend"}]}` — one row per type, `null` figures for a
/// type without entries in the window (docs/domain-rules.md §12 "Health").
public struct HealthSummaryJSON: Codable, Sendable, Hashable {
    /// One type over the window.
    public struct TypeJSON: Codable, Sendable, Hashable {
        public var type: HealthType
        public var unit: String
        public var aggregation: String
        public var daysWithEntries: Int
        @NullWhenAbsent public var mean: Double?
        @NullWhenAbsent public var min: Double?
        @NullWhenAbsent public var max: Double?
        @NullWhenAbsent public var latest: Double?
        @NullWhenAbsent public var latestDate: Day?
        @NullWhenAbsent public var trend: Double?

        public init(_ summary: HealthRangeSummary) {
            type = summary.type
            unit = summary.type.storedUnit
            aggregation = summary.type.dayAggregation.rawValue
            daysWithEntries = summary.daysWithEntries
            mean = summary.mean.map(Self.rounded)
            min = summary.minimum
            max = summary.maximum
            latest = summary.latest?.value
            latestDate = summary.latest?.day
            trend = summary.trend.map(Self.rounded)
        }

        /// Means and trends to 3 decimals: enough for hours, millilitres and scores.
        private static func rounded(_ value: Double) -> Double {
            (value * 1_000).rounded() / 1_000
        }

        private enum CodingKeys: String, CodingKey {
            case type, unit, aggregation, daysWithEntries, mean, min, max, latest, latestDate, trend
        }
    }

    public var from: Day
    public var to: Day
    public var days: Int
    public var types: [TypeJSON]

    public init(_ summaries: [HealthRangeSummary]) {
        let window = summaries.first?.window
        from = window?.from ?? Day(ordinal: 0)
        to = window?.to ?? Day(ordinal: 0)
        days = window?.length ?? 0
        types = summaries.map(TypeJSON.init)
    }
}
