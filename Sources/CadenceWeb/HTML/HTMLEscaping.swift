/// Escapes text for HTML element content and quoted attribute values (and for SVG/XML).
///
/// `&`, `<`, `>`, `"` and `'` become character references, so user text can never close an
/// attribute or open a tag. The text is read by Unicode scalar, not by character: a quote
/// followed by a combining mark is one character (`"\u{301}`) but still a quote to a browser.
public enum HTMLEscaping {
    /// `text` with the five special characters replaced by references.
    public static func escape(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, to: &escaped)
        return escaped
    }

    /// Appends `text` to `output`, escaped, without an intermediate string.
    public static func append(_ text: String, to output: inout String) {
        guard needsEscaping(text) else {
            output += text
            return
        }
        appendEscaped(text, to: &output)
    }

    private static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
    }

    private static func appendEscaped(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }
}
