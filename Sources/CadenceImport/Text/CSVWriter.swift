/// Writes CSV text (RFC 4180): fields with commas, quotes or line breaks are quoted, quotes doubled,
/// lines end with `\n`.
struct CSVWriter {
    private(set) var text = ""

    init(header: [String]) {
        append(header)
    }

    /// Appends one record.
    mutating func append(_ fields: [String]) {
        text += fields.map(Self.escape).joined(separator: ",")
        text += "\n"
    }

    static func escape(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
