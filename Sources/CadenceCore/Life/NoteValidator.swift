/// The rules a note passes (docs/domain-rules.md §12 "Notes"): a title of 1–200 characters
/// (trimmed) and content of at most 1 MB (1,048,576 bytes of UTF-8); the characters of both by
/// `TextRule.noteTitle` and `TextRule.noteContent` (§7 "Text").
public enum NoteValidator {
    public static let maximumTitleLength = 200
    public static let maximumContentBytes = 1 << 20

    /// The note with its title trimmed, or the reason it is refused.
    public static func validated(_ note: Note) throws(CadenceError) -> Note {
        var note = note
        note.title = note.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !note.title.isEmpty else { throw CadenceError(.nameEmpty, field: "title", "a note needs a title") }
        try TextRule.noteTitle.checked(note.title)
        try TextRule.noteContent.checked(note.content)
        return note
    }

    /// The words a search looks for: runs of letters and digits, at most 16 words of at most
    /// 64 characters each; the database's own engine matches their forms (§12).
    public static func searchWords(_ query: String) throws(CadenceError) -> [String] {
        let words = query.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty else {
            throw CadenceError(.nameEmpty, field: "query", "search for at least one word")
        }
        guard words.count <= 16, words.allSatisfy({ $0.count <= 64 }) else {
            throw CadenceError(.nameTooLong, field: "query", "a search has at most 16 words of at most 64 characters")
        }
        return words
    }
}
