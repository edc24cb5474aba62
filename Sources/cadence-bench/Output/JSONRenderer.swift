import CadenceCore
import CadenceTestSupport

/// Renders results as a JSON array of objects whose keys come in a fixed order:
/// `measure, median, unit, baseline, target, met` (what scripts check), then `ratio`,
/// `ratioTarget`, `ratioMet`, `p90`, `repetitions` and `note`. Missing values are `null`;
/// medians, baselines and ratios are rounded to four decimals (0.1 µs for milliseconds).
struct JSONRenderer {
    let results: [BenchResult]

    func render() -> String {
        "[\n" + results.map(object).joined(separator: ",\n") + "\n]"
    }

    private func object(_ result: BenchResult) -> String {
        let fields: [(String, String)] = [
            ("measure", string(result.measure)),
            ("median", number(result.median)),
            ("unit", string(result.unit)),
            ("baseline", number(result.baseline)),
            ("target", number(result.target)),
            ("met", bool(result.met)),
            ("ratio", number(result.ratio)),
            ("ratioTarget", number(result.ratioTarget)),
            ("ratioMet", bool(result.ratioMet)),
            ("p90", number(result.p90)),
            ("repetitions", result.repetitions.map(String.init) ?? "null"),
            ("note", result.note.map(string) ?? "null"),
        ]
        return "  {" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        let rounded = (value * 10_000).rounded() / 10_000
        if let whole = NumericBoundary.integer64(rounded, in: -999_999_999_999_999...999_999_999_999_999) { return String(whole) }
        return "\(rounded)"
    }

    private func bool(_ value: Bool?) -> String {
        value.map { $0 ? "true" : "false" } ?? "null"
    }

    private func string(_ text: String) -> String {
        JSONStringLiteral.quoted(text)
    }
}
