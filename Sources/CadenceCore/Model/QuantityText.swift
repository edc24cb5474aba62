import Foundation

/// How an amount reads wherever Cadence shows one (command line, web pages): at most two
/// decimals, no needless fraction, a `.` whatever the locale: `3`, `2.5`, `0.25`, `—` for a
/// value that is not finite.
public enum QuantityText {
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
