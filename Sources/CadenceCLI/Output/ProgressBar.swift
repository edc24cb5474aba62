import CadenceCore

/// A progress bar such as `▓▓▓▓░░░░`: `fraction` of `width` cells filled.
enum ProgressBar {
    static func render(_ fraction: Double, width: Int = 10) -> String {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        var filled = NumericBoundary.clamped(clamped * Double(width), to: 0...max(width, 0))
        if clamped > 0, filled == 0 { filled = 1 }
        if clamped < 1, filled == width { filled = width - 1 }
        return String(repeating: "▓", count: filled) + String(repeating: "░", count: width - filled)
    }
}
