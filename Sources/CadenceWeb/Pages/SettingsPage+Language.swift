import CadenceLocalization

extension SettingsPage {
    /// The language menu (`#settings-locale`, docs/web.md "Settings"; docs/domain-rules.md §23):
    /// "Follow the browser" (the empty value), then each language in its own name, marked with its
    /// `lang` so a screen reader says it right.
    static func languageOptions(selected: String, text: WebText = WebText()) -> HTML {
        let follow: HTML = "<option value=\"\"\(HTML.when(selected.isEmpty, " selected"))>\(text.localized("Follow the browser"))</option>"
        let languages = Language.allCases.map { language -> HTML in
            let isSelected: HTML = language.tag == selected ? " selected" : ""
            return "<option value=\"\(language.tag)\" lang=\"\(language.tag)\"\(isSelected)>\(language.nativeName)</option>"
        }
        return follow + HTML.joined(languages)
    }

    /// The week start menu's value for "as my language does" (docs/domain-rules.md §23 "Week start and clock").
    static let followLanguage = "language"

    /// The clock menu (`#settings-clock`): the language's (the empty value), 24-hour, 12-hour; the
    /// labels in the page's language, the values never.
    static func clockOptions(selected: String, text: WebText = WebText()) -> HTML {
        let labels = [text.localized("As my language does"), text.localized("24-hour (21:00)"), text.localized("12-hour (9:00 PM)")]
        let options = zip(["", "24h", "12h"], labels).map { value, label -> HTML in
            "<option value=\"\(value)\"\(HTML.when(value == selected, " selected"))>\(label)</option>"
        }
        return HTML.joined(options)
    }
}
