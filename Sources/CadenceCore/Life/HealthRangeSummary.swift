/// One type over a window of days (docs/domain-rules.md §12 "Health"): how many days have
/// entries, the mean of the day values over those days, the lowest and highest day value,
/// the latest day value, and the trend — the mean of the window's later half minus the mean of
/// its earlier half (`nil` unless both halves have entries). Days without entries are not
/// counted as zero.
public struct HealthRangeSummary: Sendable, Hashable {
    public let type: HealthType
    public let window: DateWindow
    public let daysWithEntries: Int
    public let mean: Double?
    public let minimum: Double?
    public let maximum: Double?
    public let latest: HealthDayValue?
    public let trend: Double?

    /// The summary of `type` over `window` from any entries (others are ignored).
    public init(type: HealthType, window: DateWindow, entries: [HealthEntry]) {
        let days = HealthDayValue.of(entries.filter { $0.type == type && window.contains($0.day) })
        self.type = type
        self.window = window
        daysWithEntries = days.count
        let values = days.map(\.value)
        mean = Self.mean(values)
        minimum = values.min()
        maximum = values.max()
        latest = days.last
        let middle = window.from.adding(days: window.length / 2)
        let earlier = Self.mean(days.filter { $0.day < middle }.map(\.value))
        let later = Self.mean(days.filter { $0.day >= middle }.map(\.value))
        trend = window.length >= 2 ? earlier.flatMap { first in later.map { $0 - first } } : nil
    }

    private static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
