import CadenceLocalization

extension SettingsPage {
    /// The language menu (`#settings-locale`, docs/web.md "Settings"; docs/domain-rules.md §23):
    /// "Follow the browser" (the empty value), then each language in its own name, marked with its
    /// `lang` so a screen reader says it right.
    static func languageOptions(selected: String) -> HTML {
        let follow: HTML = "<option value=\"\"\(HTML.when(selected.isEmpty, " selected"))>Follow the browser</option>"
        let languages = Language.allCases.map { language -> HTML in
            let isSelected: HTML = language.tag == selected ? " selected" : ""
            return "<option value=\"\(language.tag)\" lang=\"\(language.tag)\"\(isSelected)>\(language.nativeName)</option>"
        }
        return follow + HTML.joined(languages)
    }

    /// The week start menu's value for "as my language does" (docs/domain-rules.md §23 "Week start and clock").
    static let followLanguage = "language"

    /// The clock menu (`#settings-clock`): the language's (the empty value), 24-hour, 12-hour.
    static func clockOptions(selected: String) -> HTML {
        let options = [("", "As my language does"), ("24h", "24-hour (21:00)"), ("12h", "12-hour (9:00 PM)")].map { value, label -> HTML in
            "<option value=\"\(value)\"\(HTML.when(value == selected, " selected"))>\(label)</option>"
        }
        return HTML.joined(options)
    }
}
