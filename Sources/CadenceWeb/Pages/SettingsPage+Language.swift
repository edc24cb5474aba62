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
}
