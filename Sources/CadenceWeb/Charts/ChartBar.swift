/// One bar of a `BarChart`: its label, value (`nil` draws no bar), tooltip and optional value label.
struct ChartBar: Sendable, Hashable {
    /// The label under the bar (thinned when there are many bars).
    var label: String
    /// The bar's value, `0` or more; `nil` for "no data" (no bar is drawn).
    var value: Double?
    /// The bar's `<title>`, e.g. "Tuesday: 80%".
    var tooltip: String
    /// Text above the bar, e.g. "80%" or "—"; `nil` for none.
    var valueLabel: String?

    init(label: String, value: Double?, tooltip: String, valueLabel: String? = nil) {
        self.label = label
        self.value = value
        self.tooltip = tooltip
        self.valueLabel = valueLabel
    }
}
