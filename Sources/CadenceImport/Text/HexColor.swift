import Foundation

/// Colors written as hex by other apps: `#RRGGBB`, `RRGGBB` or `#RRGGBBAA` with an opaque alpha.
enum HexColor {
    /// `#RRGGBB` (uppercased), or `nil` when the text is not an opaque hex color.
    static func normalized(_ text: String) -> String? {
        var digits = text.trimmingCharacters(in: .whitespaces).uppercased()
        if digits.hasPrefix("#") { digits.removeFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 8, digits.hasSuffix("FF") { digits.removeLast(2) }
        guard digits.count == 6 else { return nil }
        return "#" + digits
    }
}
