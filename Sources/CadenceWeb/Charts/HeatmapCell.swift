/// One day of a `CalendarHeatmap`: its intensity level and tooltip.
struct HeatmapCell: Sendable, Hashable {
    /// The intensity, `0` (nothing) … `4` (full); values outside are clamped.
    var level: Int
    /// The cell's `<title>`, e.g. "2026-11-02: 2 of 3".
    var tooltip: String

    init(level: Int, tooltip: String) {
        self.level = min(max(level, 0), 4)
        self.tooltip = tooltip
    }
}
