/// Escapes text for HTML element content and quoted attribute values (and for SVG/XML).
///
/// `&`, `<`, `>`, `"` and `'` become character references, so user text can never close an
/// attribute or open a tag. The text is read byte by byte, not by character: a quote followed
/// by a combining mark is one character (`"\u{301}`) but still a quote to a browser.
public enum HTMLEscaping {
    /// `text` with the five special characters replaced by references.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: isSpecial) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        append(text, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Appends `text`, escaped, to UTF-8 bytes. The five special characters are ASCII, so no
    /// other character's UTF-8 bytes contain them, and a byte-wise pass escapes a quote followed
    /// by a combining mark too. Runs without a special character are copied whole.
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let reference: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): reference = "&amp;"
                case UInt8(ascii: "<"): reference = "&lt;"
                case UInt8(ascii: ">"): reference = "&gt;"
                case UInt8(ascii: "\""): reference = "&quot;"
                case UInt8(ascii: "'"): reference = "&#39;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: reference.utf8Start, count: reference.utf8CodeUnitCount))
                start = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
    }
}
