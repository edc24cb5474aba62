import CadenceCore

/// Small charts for trends: a sparkline (`▁▂▄█`) and horizontal bars (`██████▌`).
enum TrendChart {
    private static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// One character per value (0…1); `nil` values (nothing to measure) are a blank.
    static func sparkline(_ values: [Double?]) -> String {
        String(
            values.map { value -> Character in
                guard let value, value.isFinite else { return " " }
                let clamped = min(max(value, 0), 1)
                return levels[NumericBoundary.clamped(clamped * Double(levels.count - 1), to: 0...(levels.count - 1))]
            })
    }

    /// A horizontal bar of `fraction` (0…1) of `width` cells, in eighths of a cell.
    static func bar(_ fraction: Double, width: Int) -> String {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let eighthsTotal = NumericBoundary.clamped(clamped * Double(width * 8), to: 0...max(width * 8, 0))
        var text = String(repeating: "█", count: eighthsTotal / 8)
        if eighthsTotal % 8 > 0 { text.append(eighths[eighthsTotal % 8 - 1]) }
        return text
    }
}
