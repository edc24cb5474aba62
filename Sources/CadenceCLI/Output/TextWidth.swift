/// How many terminal columns text takes: ANSI escapes take none, emoji and East Asian wide
/// characters two, combining marks none. Used to align tables that hold names like "🏃 Run".
enum TextWidth {
    static func of(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character.isLetter { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                continue
            }
            width += columns(of: character)
        }
        return width
    }

    /// `text` followed by spaces up to `width` columns.
    static func padRight(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// Spaces then `text`, up to `width` columns.
    static func padLeft(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - of(text))) + text
    }

    /// `text` cut to at most `width` columns, ending with "…" when cut (plain text only).
    static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width, width > 1 else { return text }
        var result = ""
        var used = 0
        for character in text {
            let columns = columns(of: character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    private static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x300 { return first.value < 0x20 ? 0 : 1 }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        if first.properties.generalCategory == .nonspacingMark || first.properties.generalCategory == .enclosingMark {
            return 0
        }
        return isWide(first.value) ? 2 : 1
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
