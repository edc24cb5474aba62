import Foundation

/// The IANA time zones offered by the time-zone fields (docs/domain-rules.md §1: the user's zone).
enum TimeZoneOptions {
    /// Foundation's known zones, and UTC (which Foundation accepts but does not list on Linux).
    static let identifiers: [String] = Set(TimeZone.knownTimeZoneIdentifiers + ["UTC"]).sorted()

    /// A `<datalist id="time-zones">` for typing with suggestions.
    static let datalist: HTML = {
        let options = identifiers.map { identifier -> HTML in "<option value=\"\(identifier)\">" }
        return "<datalist id=\"time-zones\">\(options)</datalist>"
    }()

    /// A typed zone as the known identifier it names, trimmed and without regard to case
    /// ("europe/paris" → "Europe/Paris"), so that a valid zone is never refused for its spelling
    /// (issue #34); anything else as typed, for the settings' own check to refuse.
    static func canonical(_ typed: String?) -> String? {
        guard let typed else { return nil }
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        return byLowercasedName[trimmed.lowercased()] ?? trimmed
    }

    private static let byLowercasedName: [String: String] = Dictionary(
        identifiers.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// `<option>`s for a `<select>`, with `selected` marked.
    static func options(selected: String) -> HTML {
        var names = identifiers
        if !names.contains(selected) { names.insert(selected, at: 0) }
        return HTML.joined(
            names.map { name -> HTML in
                "<option value=\"\(name)\"\(HTML(trusted: name == selected ? " selected" : ""))>\(name)</option>"
            })
    }
}
