/// A note's Markdown as plain text (docs/web.md "Notes"): what the notes list shows as an
/// excerpt — `# Weekly review Things that went **well**` reads "Weekly review Things that went
/// well". The text is what `NoteMarkdown` renders, read back: every `<` in that HTML opens a tag
/// Ink wrote (the note's own `<` arrive as `&lt;`, NoteMarkdown step 1), so the text is what
/// lies between tags, each tag read as a space, with the entities turned back into characters.
enum NotePlainText {
    private static let entities: [String: Character] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "#39": "'"]

    /// The plain text of `markdown`, whitespace collapsed, at most `limit` characters (cut at a
    /// word with `…` when longer).
    static func excerpt(_ markdown: String, limit: Int = 160) -> String {
        let text = plainText(markdown)
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return String(word) + "…"
    }

    /// The plain text of `markdown`, whitespace collapsed to single spaces.
    static func plainText(_ markdown: String) -> String {
        let html = NoteMarkdown.html(markdown).description
        var text = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<" {
                index = html[index...].firstIndex(of: ">").map { html.index(after: $0) } ?? html.endIndex
                text.append(" ")
                continue
            }
            if character == "&", let end = html[index...].prefix(8).firstIndex(of: ";"),
                let decoded = entities[String(html[html.index(after: index)..<end])]
            {
                text.append(decoded)
                index = html.index(after: end)
                continue
            }
            text.append(character)
            index = html.index(after: index)
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
