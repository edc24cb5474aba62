/// The words and formats of one language (docs/domain-rules.md §23): every text a person reads
/// goes through `localized(_:)` or `localized(one:other:count:)` with its English wording, which
/// is the key of every catalog (gettext's convention), and placeholders in braces (`{name}`,
/// `{count}`) filled from the values given — already formatted by `format`, so a number or a date
/// follows the language's own rules. A text missing from the catalog is shown in English (the
/// catalog tests make that never happen for a shipped language).
public struct Localizer: Sendable {
    public let language: Language
    /// The language's number, date and amount formats.
    public let format: LocaleFormat
    private let catalog: GettextCatalog?

    /// English, with no catalog to read.
    public static let english = Localizer(language: .english, catalog: nil)

    public init(language: Language, catalog: GettextCatalog?, twentyFourHour: Bool? = nil) {
        self.language = language
        self.format = LocaleFormat(language: language, twentyFourHour: twentyFourHour)
        self.catalog = language == .english ? nil : catalog
    }

    /// The localizer of a language with its shipped catalog (`CatalogLibrary`); `twentyFourHour`
    /// is the clock the person chose, `nil` for the language's.
    public init(_ language: Language, twentyFourHour: Bool? = nil) {
        self.init(language: language, catalog: CatalogLibrary.shared.catalog(for: language), twentyFourHour: twentyFourHour)
    }

    /// A text in this language, its placeholders filled.
    public func localized(_ english: String, context: String? = nil, _ values: [String: String] = [:]) -> String {
        let translation = catalog?.entry(english, context: context)?.translations.first.flatMap { $0.isEmpty ? nil : $0 }
        return Self.fill(translation ?? english, values)
    }

    /// A text about a count in the form the language's plural rule picks (English: `one` for 1,
    /// else `other`); `{count}` is filled with the count formatted for the language unless
    /// `values` gives it.
    public func localized(
        one: String, other: String, count: Int, context: String? = nil, _ values: [String: String] = [:]
    ) -> String {
        var filled = values
        if filled["count"] == nil { filled["count"] = format.integer(count) }
        if let catalog, let entry = catalog.entry(one, context: context), entry.translations.count == catalog.plural.count {
            let form = entry.translations[catalog.plural.form(for: count)]
            if !form.isEmpty { return Self.fill(form, filled) }
        }
        return Self.fill(count == 1 ? one : other, filled)
    }

    /// Replaces each `{name}` whose name is a key of `values`, in one pass (a value's own braces
    /// are never read); other braces stay as written.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        // Byte by byte: `{` and `}` are ASCII, so they never occur inside another character's
        // UTF-8 bytes, and the pieces between them are copied whole (no Foundation bridging).
        let bytes = template.utf8
        guard !values.isEmpty, let first = bytes.firstIndex(of: UInt8(ascii: "{")) else { return template }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var copied = bytes.startIndex
        var open: String.Index? = first
        while let brace = open {
            let nameStart = bytes.index(after: brace)
            guard let close = bytes[nameStart...].firstIndex(where: { $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "{") }) else { break }
            if bytes[close] == UInt8(ascii: "}"), let value = values[String(decoding: bytes[nameStart..<close], as: UTF8.self)] {
                out.append(contentsOf: bytes[copied..<brace])
                out.append(contentsOf: value.utf8)
                copied = bytes.index(after: close)
                open = bytes[copied...].firstIndex(of: UInt8(ascii: "{"))
            } else {
                open = bytes[close...].firstIndex(of: UInt8(ascii: "{"))
            }
        }
        out.append(contentsOf: bytes[copied...])
        return String(decoding: out, as: UTF8.self)
    }
}
