import Foundation

/// The fields of a submitted HTML form (`application/x-www-form-urlencoded`), in order, with
/// repeated names kept (checkbox groups such as `weekday` or `preset`).
struct FormData: Sendable {
    /// The fields as submitted.
    private(set) var fields: [(name: String, value: String)]

    init(fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    /// Parses a URL-encoded body: `+` is a space, `%XX` a byte of UTF-8; a field without `=` has
    /// the empty value; malformed escapes are kept as typed.
    init(urlEncoded body: String) {
        fields = body.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0])
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            return (name, value)
        }
    }

    /// The first value of `name`, trimmed; `nil` when absent or blank.
    subscript(_ name: String) -> String? {
        guard let value = fields.first(where: { $0.name == name })?.value else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The first value of `name` exactly as typed (passwords), `nil` when absent.
    func raw(_ name: String) -> String? {
        fields.first(where: { $0.name == name })?.value
    }

    /// Every non-blank value of `name`, in order.
    func all(_ name: String) -> [String] {
        fields.filter { $0.name == name }.map { $0.value.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// Every value of `name` in order, blank ones included (trimmed): fields that come in rows.
    func values(_ name: String) -> [String] {
        fields.filter { $0.name == name }.map { $0.value.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// Whether a checkbox named `name` was ticked.
    func isChecked(_ name: String) -> Bool {
        fields.contains { $0.name == name && $0.value != "" && $0.value != "false" && $0.value != "0" }
    }

    /// Adds a field (used by multipart parsing and tests).
    mutating func append(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
