import CadenceCore

/// Formats coordinates and sizes for SVG attributes: at most two decimals, `.` as the
/// separator, no trailing zeros, whatever the server's locale.
enum SVGNumber {
    /// `value` rounded to two decimals: `12`, `12.5`, `0.33`, `-4.25`; `0` for NaN or infinity.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "0" }
        let scaled = Int(hundredths)
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        switch fraction {
        case 0: return "\(sign)\(whole)"
        case let tenths where tenths % 10 == 0: return "\(sign)\(whole).\(tenths / 10)"
        default: return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
        }
    }

    /// A rate `0…1` as a whole percentage: `0.805` → `81%`.
    static func percent(_ rate: Double) -> String {
        guard rate.isFinite else { return "0%" }
        return "\(NumericBoundary.clamped(rate * 100, to: 0...100))%"
    }
}
