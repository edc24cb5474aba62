/// One point of a `LineChart`: an x-axis label, a value on the chart's scale (or `nil` for a gap) and the
/// tooltip its dot shows.
struct ChartPoint: Sendable, Hashable {
    /// The x-axis label (shown thinned; long labels are shortened).
    var label: String
    /// A value on the chart's scale (a rate `0…1` by default; clamped when drawn); `nil` breaks the line.
    var value: Double?
    /// The dot's `<title>`, e.g. "Week of 2026-11-02: 80%".
    var tooltip: String
}
