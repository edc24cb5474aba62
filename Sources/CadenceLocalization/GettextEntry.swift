/// One message of a gettext catalog: the English text it translates (`msgid`, with
/// `msgid_plural` for a count), an optional context that tells two same English texts apart
/// (`msgctxt`), the translations (`msgstr`, or `msgstr[0]`… one per plural form), its flags
/// (`#, fuzzy`, `#, python-brace-format`) and the line it starts on.
public struct GettextEntry: Sendable, Equatable {
    public var context: String?
    public var id: String
    public var pluralID: String?
    public var translations: [String]
    public var flags: Set<String>
    public var line: Int

    /// The lookup key: the context and the English text joined by gettext's EOT (U+0004).
    public var key: String { Self.key(id, context: context) }

    public static func key(_ id: String, context: String?) -> String {
        guard let context else { return id }
        return context + "\u{4}" + id
    }
}
