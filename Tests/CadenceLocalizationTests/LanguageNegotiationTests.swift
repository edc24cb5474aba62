import Testing

@testable import CadenceLocalization

/// docs/domain-rules.md §23 "Where the language comes from": `Accept-Language` and the POSIX
/// locale variables matched to the seven languages, English never assumed by these functions.
@Suite struct LanguageNegotiationTests {
    @Test(arguments: [
        ("de-AT,de;q=0.9,en;q=0.8", Language.german), ("en-US,en;q=0.9", .english), ("fr;q=0, es", .spanish),
        ("zh-CN, ja;q=0.5", .japanese), ("pt-PT", .brazilianPortuguese), ("pt", .brazilianPortuguese), ("PT-br", .brazilianPortuguese),
        ("ar-EG;q=0.4, de;q=0.3", .arabic), ("en;q=0.5, de;q=0.8", .german), ("de;q=0.5, en;q=0.5", .german),
        ("  fr-CA ; q=1 ", .french), ("xx, ja", .japanese), ("es;q=2, fr", .french), ("es;q=abc, de", .german),
    ])
    func acceptLanguagePicksTheBestSupportedRange(header: String, language: Language) {
        #expect(LanguageNegotiation.language(acceptLanguage: header) == language)
    }

    @Test(arguments: ["", "*", "zh-CN, ko", "de;q=0", ",,,;;;", "q=1"])
    func acceptLanguageWithoutASupportedRangeIsNil(header: String) {
        #expect(LanguageNegotiation.language(acceptLanguage: header) == nil)
    }

    @Test func aHugeHeaderIsReadOnlyToItsBound() {
        let header = String(repeating: "zz, ", count: 5000) + "de"
        #expect(LanguageNegotiation.language(acceptLanguage: header) == nil)
        #expect(LanguageNegotiation.language(acceptLanguage: "de, " + header) == .german)
    }

    @Test func posixVariablesFollowTheCLibrarysOrder() {
        #expect(LanguageNegotiation.language(environment: ["LANG": "de_DE.UTF-8"]) == .german)
        #expect(LanguageNegotiation.language(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]) == .japanese)
        #expect(LanguageNegotiation.language(environment: ["LANG": "de_DE", "LC_MESSAGES": "ja_JP", "LC_ALL": "fr_FR"]) == .french)
        #expect(LanguageNegotiation.language(environment: ["LANG": "de_DE", "LC_ALL": ""]) == .german)
        #expect(LanguageNegotiation.language(environment: ["LANG": "C.UTF-8"]) == .english)
        #expect(LanguageNegotiation.language(environment: ["LC_ALL": "POSIX", "LANG": "de_DE"]) == .english)
        #expect(LanguageNegotiation.language(environment: ["LANG": "de_DE.UTF-8@euro"]) == .german)
        #expect(LanguageNegotiation.language(environment: ["LANG": "pt_BR.UTF-8"]) == .brazilianPortuguese)
        #expect(LanguageNegotiation.language(environment: ["LANG": "ar_SA.UTF-8"]) == .arabic)
        #expect(LanguageNegotiation.language(environment: ["LANG": "zh_CN.UTF-8"]) == nil)
        #expect(LanguageNegotiation.language(environment: [:]) == nil)
    }

    @Test func settingTagsAreExact() {
        #expect(Language(tag: "pt-BR") == .brazilianPortuguese)
        #expect(Language(tag: "pt_br") == .brazilianPortuguese)
        #expect(Language(tag: "DE") == .german)
        #expect(Language(tag: "pt") == nil)
        #expect(Language(tag: "de-AT") == nil)
        #expect(Language(tag: "") == nil)
        #expect(Language.allCases.map(\.tag) == ["en", "de", "fr", "es", "pt-BR", "ja", "ar"])
        #expect(Language.allCases.filter(\.isRightToLeft) == [.arabic])
    }
}
