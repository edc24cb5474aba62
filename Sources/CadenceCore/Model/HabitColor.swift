/// docs/domain-rules.md §2: a habit's color is a palette token (16 named colors) or `#RRGGBB`.
public enum HabitColor {
    /// The curated palette (docs/domain-rules.md §2: a fixed set of accent colors).
    public static let palette = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
        "indigo", "purple", "pink", "brown", "gray", "lime", "amber", "rose",
    ]

    /// Whether `text` is a palette token or a `#RRGGBB` hex color.
    public static func isValid(_ text: String) -> Bool {
        if palette.contains(text) { return true }
        guard text.count == 7, text.first == "#" else { return false }
        return text.dropFirst().allSatisfy(\.isHexDigit)
    }
}
