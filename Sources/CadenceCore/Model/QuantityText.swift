import Foundation

/// How an amount reads wherever Cadence shows one (command line, web pages): at most two
/// decimals, no needless fraction, a `.` whatever the locale: `3`, `2.5`, `0.25`, `—` for a
/// value that is not finite; `1e+19` for a value too large to write out.
public enum QuantityText {
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        guard abs(value) < 1e15 else { return String(value) }
        let rounded = (value * 100).rounded() / 100
        if let whole = NumericBoundary.integer64(rounded, in: -999_999_999_999_999...999_999_999_999_999) { return String(whole) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
