/// Escapes text for HTML element content and quoted attribute values (and for SVG/XML).
///
/// `&`, `<`, `>`, `"` and `'` become character references, so user text can never close an
/// attribute or open a tag.
public enum HTMLEscaping {
    /// `text` with the five special characters replaced by references.
    public static func escape(_ text: String) -> String {
        guard text.contains(where: { "&<>\"'".contains($0) }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
