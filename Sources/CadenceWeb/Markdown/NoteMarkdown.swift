import Ink

/// A note's Markdown as safe HTML (docs/domain-rules.md §12 "Notes", docs/web.md "Notes").
///
/// Ink (0.6.0) renders the Markdown; what a person typed can never become markup:
///
/// 1. Before parsing, every `<`, `&`, `"` and `'` of the text is swapped for a private-use
///    stand-in, so Ink never sees a tag, an entity or a quote (raw HTML, `&#58;` tricks and
///    attribute breakouts are impossible by construction). Stand-ins the text itself held are
///    replaced by U+FFFD first.
/// 2. Ink writes its own tags around the text; link targets other than `http:`, `https:`,
///    `mailto:` and scheme-less (relative or `#…`) ones become `#`, whitespace and control
///    characters ignored as browsers ignore them (`java\tscript:`).
/// 3. Images are not loaded (a note must not call out to other hosts): each becomes a link to
///    its address, labelled with its alternative text.
/// 4. The stand-ins come back as `&lt;`, `&amp;`, `&quot;` and `&#39;`: text that shows as
///    typed, in code blocks too.
enum NoteMarkdown {
    private static let swaps: [(character: Character, standIn: Character, entity: String)] = [
        ("<", "\u{E000}", "&lt;"), ("&", "\u{E001}", "&amp;"), ("\"", "\u{E002}", "&quot;"), ("'", "\u{E003}", "&#39;"),
    ]

    /// The rendered HTML of `markdown`, safe to insert into a page.
    static func html(_ markdown: String) -> HTML {
        let protected = String(
            markdown.map { character -> Character in
                if swaps.contains(where: { $0.standIn == character }) { return "\u{FFFD}" }
                return swaps.first { $0.character == character }?.standIn ?? character
            })
        var parser = MarkdownParser()
        parser.addModifier(Modifier(target: .links) { input in neutralizingAddress(in: input.html, attribute: "href") })
        parser.addModifier(Modifier(target: .images) { input in imageAsLink(input.html) })
        let rendered = parser.html(from: protected)
        var restored = ""
        restored.reserveCapacity(rendered.utf8.count)
        for character in rendered {
            if let swap = swaps.first(where: { $0.standIn == character }) {
                restored += swap.entity
            } else {
                restored.append(character)
            }
        }
        return HTML(trusted: restored)
    }

    /// Whether a link target may stay: no scheme (relative, `#…`, `/…`) or http, https, mailto.
    static func isAllowedAddress(_ address: String) -> Bool {
        let cleaned = String(address.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }).lowercased()
        guard let colon = cleaned.firstIndex(of: ":") else { return true }
        if let boundary = cleaned.firstIndex(where: { "/?#".contains($0) }), boundary < colon { return true }
        return ["http", "https", "mailto"].contains(String(cleaned[..<colon]))
    }

    /// `html` (one element Ink wrote) with the value of `attribute` replaced by `#` when it is
    /// not an allowed address.
    private static func neutralizingAddress(in html: String, attribute: String) -> String {
        guard let value = attributeValue(attribute, in: html), !isAllowedAddress(value) else { return html }
        return html.replacingOccurrences(of: "\(attribute)=\"\(value)\"", with: "\(attribute)=\"#\"")
    }

    /// An `<img>` Ink wrote, as a link to its address (when allowed) labelled with its alt text.
    private static func imageAsLink(_ html: String) -> String {
        let source = attributeValue("src", in: html) ?? ""
        let alternative = attributeValue("alt", in: html) ?? ""
        let label = "🖼 " + (alternative.isEmpty ? "image" : alternative)
        guard !source.isEmpty, isAllowedAddress(source) else { return "<span class=\"note-image\">\(label)</span>" }
        return "<a class=\"note-image\" href=\"\(source)\" rel=\"noopener noreferrer nofollow\">\(label)</a>"
    }

    /// The value of `name="…"` in one tag Ink wrote (its values hold no quote: step 1).
    private static func attributeValue(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: " \(name)=\"") else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
