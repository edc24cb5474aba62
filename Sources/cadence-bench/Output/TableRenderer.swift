import CadenceCore
import Foundation

/// Renders results as an aligned, human-readable table followed by the rows' notes.
struct TableRenderer {
    let results: [BenchResult]

    func render() -> String {
        let header = ["measure", "median", "p90", "unit", "baseline", "ratio", "ratio aim", "target", "met"]
        let rows = results.map { result in
            [
                result.measure,
                format(result.median, unit: result.unit),
                format(result.p90, unit: result.unit),
                result.unit,
                format(result.baseline, unit: result.unit),
                result.ratio.map { String(format: "%.2f×", $0) } ?? "–",
                result.ratioTarget.map { String(format: "≤ %.1f× ", $0) + (result.ratioMet == true ? "yes" : "no") } ?? "–",
                result.target.map { "≤ " + format($0, unit: result.unit) } ?? "–",
                result.median == nil ? "skipped" : result.met.map { $0 ? "yes" : "NO" } ?? "–",
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        let numeric: Set<Int> = [1, 2, 4, 5, 7]
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? padding + cell : cell + padding
            }.joined(separator: " | ")
        }
        var lines = [line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-")]
        lines += rows.map(line)
        let notes = results.compactMap { result in result.note.map { "- \(result.measure): \($0)" } }
        if !notes.isEmpty { lines += [""] + notes }
        return lines.joined(separator: "\n")
    }

    /// Milliseconds with three decimals (four below 0.1 ms); bytes as grouped integers.
    private func format(_ value: Double?, unit: String) -> String {
        guard let value else { return "–" }
        switch unit {
        case "bytes": return grouped(NumericBoundary.clamped(value, to: Int.min...Int.max))
        case "ms": return String(format: value < 0.1 ? "%.4f" : "%.3f", value)
        default: return String(format: "%.1f", value)
        }
    }

    private func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
