/// Reads the entries of a `.po` text line by line (docs/domain-rules.md §23 "Catalogs"): comments
/// (`#` translator, `#.` extracted, `#:` reference, `#,` flags; `#~` obsolete entries are
/// skipped), keywords `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and `msgstr[N]`, each with a
/// quoted string that may continue on the following lines, and C escapes `\n \t \r \" \\`.
struct GettextReader {
    private enum Field: Equatable {
        case context, id, pluralID
        case translation(Int)
    }

    private let lines: [Substring]
    private var entry = GettextEntry(context: nil, id: "", pluralID: nil, translations: [], flags: [], line: 1)
    private var hasID = false
    private var field: Field?
    private var pendingFlags: Set<String> = []
    private var result: [GettextEntry] = []

    init(text: String) {
        // "\r\n" is one Character in Swift: both endings end a line.
        lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }

    mutating func entries() throws -> [GettextEntry] {
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let trimmed = raw.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#~") { continue }
            if trimmed.hasPrefix("#,") {
                try finishIfTranslated()
                for flag in trimmed.dropFirst(2).split(separator: ",") { pendingFlags.insert(flag.trimmingSpaces) }
                continue
            }
            if trimmed.hasPrefix("#") {
                try finishIfTranslated()
                continue
            }
            if trimmed.hasPrefix("\"") {
                guard let field else { throw GettextCatalogError.syntax(line: number, reason: "a string outside an entry") }
                append(try Self.string(trimmed, line: number), to: field)
                continue
            }
            let keyword = trimmed.prefix { $0 != " " && $0 != "\t" }
            let rest = trimmed.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
            let value = try Self.string(rest, line: number)
            try begin(String(keyword), value: value, line: number)
        }
        try finishIfTranslated()
        if hasID { throw GettextCatalogError.syntax(line: lines.count, reason: "the last entry has no msgstr") }
        return result
    }

    private mutating func begin(_ keyword: String, value: String, line: Int) throws {
        switch keyword {
        case "msgctxt":
            try finishIfTranslated()
            entry.context = value
            entry.line = line
            field = .context
        case "msgid":
            try finishIfTranslated()
            guard !hasID else { throw GettextCatalogError.syntax(line: line, reason: "msgid without msgstr before it") }
            if entry.context == nil { entry.line = line }
            entry.id = value
            hasID = true
            field = .id
        case "msgid_plural":
            guard hasID, entry.translations.isEmpty else { throw GettextCatalogError.syntax(line: line, reason: "misplaced msgid_plural") }
            entry.pluralID = value
            field = .pluralID
        case "msgstr":
            guard hasID, entry.pluralID == nil, entry.translations.isEmpty else {
                throw GettextCatalogError.syntax(line: line, reason: "misplaced msgstr")
            }
            entry.translations = [value]
            field = .translation(0)
        default:
            guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let index = Int(keyword.dropFirst(7).dropLast()) else {
                throw GettextCatalogError.syntax(line: line, reason: "unknown keyword \(keyword.prefix(20))")
            }
            guard hasID, entry.pluralID != nil, index == entry.translations.count else {
                throw GettextCatalogError.syntax(line: line, reason: "msgstr[\(index)] out of order")
            }
            entry.translations.append(value)
            field = .translation(index)
        }
    }

    private mutating func append(_ text: String, to field: Field) {
        switch field {
        case .context: entry.context = (entry.context ?? "") + text
        case .id: entry.id += text
        case .pluralID: entry.pluralID = (entry.pluralID ?? "") + text
        case .translation(let index): entry.translations[index] += text
        }
    }

    /// Ends the entry read so far once it has its translations; comments and keywords that start
    /// the next entry call it.
    private mutating func finishIfTranslated() throws {
        guard hasID, !entry.translations.isEmpty else { return }
        entry.flags = pendingFlags
        result.append(entry)
        entry = GettextEntry(context: nil, id: "", pluralID: nil, translations: [], flags: [], line: 1)
        pendingFlags = []
        hasID = false
        field = nil
    }

    /// The text of one quoted string with its escapes read.
    private static func string(_ quoted: Substring, line: Int) throws -> String {
        let body = quoted.trimmingTrailingSpaces
        guard body.count >= 2, body.first == "\"", body.last == "\"" else {
            throw GettextCatalogError.syntax(line: line, reason: "a quoted string expected")
        }
        var out = ""
        var escaped = false
        for character in body.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                default: throw GettextCatalogError.syntax(line: line, reason: "unknown escape \\\(character)")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                throw GettextCatalogError.syntax(line: line, reason: "an unescaped quote inside a string")
            } else {
                out.append(character)
            }
        }
        guard !escaped else { throw GettextCatalogError.syntax(line: line, reason: "a string ends in a backslash") }
        return out
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    fileprivate var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[startIndex..<end]
    }
}
