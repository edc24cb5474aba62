import CadenceLocalization
import Testing

@testable import CadenceWeb

/// docs/domain-rules.md §23: the tile menu's words looked up once per page read exactly as the
/// ones each tile looked up itself, in every shipped language, whatever the habit's name holds.
@Suite struct TodayTileWordsTests {
    @Test(arguments: Language.allCases)
    func theMenuLabelReadsAsTheFilledTranslation(language: Language) {
        let text = WebText(Localizer(language))
        let words = TodayTileWords(text: text)
        for name in ["Read", "", "{name}", "<b>Run & swim</b>", "読書 📚", "a\"b"] {
            var once = HTMLWriter(capacity: 64)
            words.writeMoreFor(name, to: &once)
            var each = HTMLWriter(capacity: 64)
            each.text(text.localized("More for {name}", ["name": name]))
            #expect(once.html.rendered == each.html.rendered, "\(language) \(name)")
        }
        #expect(words.skipToday == text.localized("Skip today"))
        #expect(words.completions == text.localized("Completions"))
    }

    @Test func aTemplateWithoutExactlyOnePlaceholderIsFilledTheUsualWay() {
        #expect(TodayTileWords.around("{name}", in: "More for {name}")! == ("More for ", ""))
        #expect(TodayTileWords.around("{name}", in: "{name} : plus")! == ("", " : plus"))
        #expect(TodayTileWords.around("{name}", in: "More") == nil)
        #expect(TodayTileWords.around("{name}", in: "{name} and {name}") == nil)
    }
}
