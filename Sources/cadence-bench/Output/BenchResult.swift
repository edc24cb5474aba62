/// One row of the benchmark report: an engine measure beside its raw baseline.
struct BenchResult: Sendable {
    /// What is measured, e.g. `add one check-in (durable commit)`.
    let measure: String
    /// `ms`, `bytes` or `bytes/check-in`.
    let unit: String
    /// The engine's median; `nil` when the measure was skipped.
    let median: Double?
    /// The engine's 90th percentile, for timed measures.
    let p90: Double?
    /// The raw baseline's median (same unit).
    let baseline: Double?
    /// The absolute target: met when `median ≤ target`. `nil` for informational rows.
    let target: Double?
    /// The aim for `median ÷ baseline`, when the requirement sets one.
    let ratioTarget: Double?
    /// How many timed repetitions each side ran (after warm-up); `nil` for sizes.
    let repetitions: Int?
    /// Why a row was skipped, or what it measures exactly.
    let note: String?

    init(
        measure: String, unit: String, median: Double?, p90: Double? = nil, baseline: Double?, target: Double?,
        ratioTarget: Double? = nil, repetitions: Int? = nil, note: String? = nil
    ) {
        self.measure = measure
        self.unit = unit
        self.median = median
        self.p90 = p90
        self.baseline = baseline
        self.target = target
        self.ratioTarget = ratioTarget
        self.repetitions = repetitions
        self.note = note
    }

    /// A timed measure from engine and baseline summaries.
    init(
        measure: String, engine: TimingSummary, baseline: TimingSummary, target: Double?, ratioTarget: Double? = nil,
        note: String? = nil
    ) {
        self.init(
            measure: measure, unit: "ms", median: engine.median, p90: engine.p90, baseline: baseline.median,
            target: target, ratioTarget: ratioTarget, repetitions: engine.count, note: note)
    }

    /// `median ÷ baseline`.
    var ratio: Double? {
        guard let median, let baseline, baseline > 0 else { return nil }
        return median / baseline
    }

    /// Whether the absolute target is met; `nil` without a target or a median.
    var met: Bool? {
        guard let median, let target else { return nil }
        return median <= target
    }

    /// Whether the ratio aim is met; `nil` without one.
    var ratioMet: Bool? {
        guard let ratio, let ratioTarget else { return nil }
        return ratio <= ratioTarget
    }
}
