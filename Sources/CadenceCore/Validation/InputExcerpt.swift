/// How a message quotes a value that came from outside (a file, a form, an argument): never
/// the whole value, so that an error about a 64 MiB field is a line, not 64 MiB in a log, a
/// terminal or the import log (docs/domain-rules.md §7, "messages quote excerpts").
///
/// A value of at most `maximumCharacters` characters is quoted whole; a longer one is cut to
/// that many characters, followed by `…` and its length: `'aaaa…' (67,108,864 characters)`.
/// Every message that quotes input goes through here.
public enum InputExcerpt {
    /// The most characters of a value a message quotes.
    public static let maximumCharacters = 80

    /// Beyond this many UTF-8 bytes the length is given in bytes: counting the characters of a
    /// huge value would cost as much as reading it again.
    static let characterCountLimit = 1 << 20

    /// `'value'`, or `'first 80 characters…' (N characters)` for a longer value.
    public static func quoted(_ value: some StringProtocol, limit: Int = maximumCharacters) -> String {
        let (excerpt, length) = cut(value, limit: limit)
        guard let length else { return "'\(excerpt)'" }
        return "'\(excerpt)…' (\(length))"
    }

    /// The value itself, or its first 80 characters followed by `… (N characters)`: for
    /// places that quote on their own (a table cell, a JSON string), and — with a larger
    /// `limit` — for whole messages that carry such values (the import log).
    public static func excerpt(_ value: some StringProtocol, limit: Int = maximumCharacters) -> String {
        let (excerpt, length) = cut(value, limit: limit)
        guard let length else { return excerpt }
        return "\(excerpt)… (\(length))"
    }

    /// Whether `value` is longer than `limit` characters; reads at most `limit + 1` of them,
    /// so it is cheap however long the value is.
    public static func isLonger(_ value: some StringProtocol, than limit: Int) -> Bool {
        value.utf8.count > limit && value.dropFirst(limit).isEmpty == false
    }

    /// The excerpt, and the value's length in words when it was cut.
    private static func cut(_ value: some StringProtocol, limit: Int) -> (excerpt: String, length: String?) {
        guard isLonger(value, than: limit) else { return (String(value), nil) }
        let excerpt = String(value.prefix(limit))
        let bytes = value.utf8.count
        let length =
            bytes > characterCountLimit
            ? "\(grouped(bytes)) bytes"
            : "\(grouped(value.count)) characters"
        return (excerpt, length)
    }

    /// `'first 80 characters…'`: the start of a value whose reading stopped before its end, so
    /// whose length is not known.
    public static func quotedStart(_ value: some StringProtocol) -> String {
        "'\(value.prefix(maximumCharacters))…'"
    }

    /// `67108864` → `67,108,864`.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}
