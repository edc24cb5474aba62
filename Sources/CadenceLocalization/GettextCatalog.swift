import Foundation

/// A gettext catalog (`.po` or the `.pot` template; docs/domain-rules.md §23 "Catalogs"): the
/// header's plural rule and the entries by key. The format is the one translation platforms
/// (Weblate, Pontoon, Poedit) read and write, so translators never touch code.
public struct GettextCatalog: Sendable {
    /// The largest catalog file read.
    public static let maximumBytes = 4 << 20

    public let plural: PluralFormula
    /// The header's fields (`Language`, `Plural-Forms`, …), by name.
    public let header: [String: String]
    /// The entries in file order (the header, `msgid ""`, excluded).
    public let entries: [GettextEntry]
    private let index: [String: Int]

    /// Reads a catalog's text. Throws `GettextCatalogError` for a syntax error, a key given twice,
    /// a broken `Plural-Forms` header or a text over `maximumBytes`.
    public init(text: String) throws {
        guard text.utf8.count <= Self.maximumBytes else { throw GettextCatalogError.tooLarge }
        var reader = GettextReader(text: text)
        let parsed = try reader.entries()
        var header: [String: String] = [:]
        var entries: [GettextEntry] = []
        var index: [String: Int] = [:]
        for entry in parsed {
            if entry.id.isEmpty && entry.context == nil {
                for line in (entry.translations.first ?? "").split(separator: "\n") {
                    let pair = line.split(separator: ":", maxSplits: 1)
                    if pair.count == 2 { header[String(pair[0])] = pair[1].trimmingCharacters(in: .whitespaces) }
                }
                continue
            }
            guard index[entry.key] == nil else { throw GettextCatalogError.duplicate(key: entry.id, line: entry.line) }
            index[entry.key] = entries.count
            entries.append(entry)
        }
        self.header = header
        self.plural = try header["Plural-Forms"].map(PluralFormula.init(header:)) ?? .english
        self.entries = entries
        self.index = index
    }

    /// The entry for an English text (and context), or `nil`.
    public func entry(_ id: String, context: String? = nil) -> GettextEntry? {
        index[GettextEntry.key(id, context: context)].map { entries[$0] }
    }
}
