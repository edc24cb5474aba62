import Foundation

/// The IANA time zones offered by the time-zone fields (docs/domain-rules.md §1: the user's zone).
enum TimeZoneOptions {
    static let identifiers: [String] = TimeZone.knownTimeZoneIdentifiers.sorted()

    /// A `<datalist id="time-zones">` for typing with suggestions.
    static let datalist: HTML = {
        let options = identifiers.map { identifier -> HTML in "<option value=\"\(identifier)\">" }
        return "<datalist id=\"time-zones\">\(options)</datalist>"
    }()

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
