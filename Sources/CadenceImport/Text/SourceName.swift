import CadenceCore

/// docs/domain-rules.md §7: importers refuse a name longer than the name limit as soon as they
/// read it — cheaply, reading at most the limit's worth of characters — so that a huge name is
/// never copied into titles, warnings or the import log.
enum SourceName {
    /// Throws when `name`, trimmed, is longer than `HabitValidator.maximumNameLength`; the
    /// message quotes an excerpt (`InputExcerpt`).
    static func check(_ name: String, location: String, field: String) throws(ImportIssue) {
        guard exceedsLimit(name) else { return }
        let limit = HabitValidator.maximumNameLength
        throw ImportIssue(
            location, field: field,
            "the name \(InputExcerpt.quoted(name)) is longer than \(limit) characters; at most \(limit) are allowed")
    }

    /// Whether the trimmed `name` has more than the allowed characters, without trimming a copy
    /// of it: leading white space is skipped, then at most `limit + 1` characters are read,
    /// and only trailing white space may follow.
    static func exceedsLimit(_ name: String) -> Bool {
        let limit = HabitValidator.maximumNameLength
        let start = name.drop { $0.isWhitespace }
        guard InputExcerpt.isLonger(start, than: limit) else { return false }
        return !start.dropFirst(limit).allSatisfy(\.isWhitespace)
    }
}
