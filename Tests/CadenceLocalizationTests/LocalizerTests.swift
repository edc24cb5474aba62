import Testing

@testable import CadenceLocalization

/// docs/domain-rules.md §23: texts by their English key, placeholders filled, plural forms by the
/// catalog's rule, English where a text is missing.
@Suite struct LocalizerTests {
    private static let arabic = """
        msgid ""
        msgstr "Plural-Forms: nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);\\n"

        msgid "{count} day"
        msgid_plural "{count} days"
        msgstr[0] "zero {count}"
        msgstr[1] "one"
        msgstr[2] "two"
        msgstr[3] "few {count}"
        msgstr[4] "many {count}"
        msgstr[5] "other {count}"

        msgid "Hello {name}"
        msgstr "Marhaba {name}"
        """

    @Test func pluralFormsFollowTheCatalogsRule() throws {
        let localizer = Localizer(language: .arabic, catalog: try GettextCatalog(text: Self.arabic))
        let forms = [0, 1, 2, 3, 11, 100].map { localizer.localized(one: "{count} day", other: "{count} days", count: $0) }
        // Arabic as Cadence formats it ("ar", no region) writes Western Arabic digits.
        #expect(forms == ["zero 0", "one", "two", "few 3", "many 11", "other 100"])
        #expect(localizer.localized(one: "{count} day", other: "{count} days", count: 5, ["count": "five"]) == "few five")
    }

    @Test func placeholdersAreFilledAndOthersKept() throws {
        let localizer = Localizer(language: .arabic, catalog: try GettextCatalog(text: Self.arabic))
        #expect(localizer.localized("Hello {name}", ["name": "Sam"]) == "Marhaba Sam")
        #expect(Localizer.fill("{a} {b} {a}", ["a": "1"]) == "1 {b} 1")
        #expect(Localizer.fill("{unclosed", ["unclosed": "x"]) == "{unclosed")
        #expect(Localizer.fill("{{a}}", ["a": "x"]) == "{x}")
        #expect(Localizer.fill("no braces", ["a": "x"]) == "no braces")
        #expect(Localizer.fill("{a}", ["a": "{a}"]) == "{a}")
        // Byte-wise filling keeps every other character whole: accents, scripts, emoji and
        // combining marks beside the braces, adjacent and empty placeholders, a lone `}`.
        #expect(Localizer.fill("é{a}ü", ["a": "ß"]) == "éßü")
        #expect(Localizer.fill("{n} يومًا متتاليًا", ["n": "٣"]) == "٣ يومًا متتاليًا")
        #expect(Localizer.fill("🔥{a}{b}🔥", ["a": "1", "b": "2"]) == "🔥12🔥")
        #expect(Localizer.fill("{a}\u{301}", ["a": "e"]) == "e\u{301}")
        #expect(Localizer.fill("{} } {a", ["a": "x", "": "y"]) == "y } {a")
        #expect(Localizer.fill("{日本}", ["日本": "語"]) == "語")
        #expect(Localizer.fill("{x{a}", ["a": "1"]) == "{x1")
    }

    @Test func aMissingTextIsEnglish() throws {
        let localizer = Localizer(language: .arabic, catalog: try GettextCatalog(text: Self.arabic))
        #expect(localizer.localized("Not in the catalog {x}", ["x": "1"]) == "Not in the catalog 1")
        #expect(localizer.localized(one: "{count} week", other: "{count} weeks", count: 1, ["count": "1"]) == "1 week")
        #expect(Localizer.english.localized(one: "{count} day", other: "{count} days", count: 0) == "0 days")
        #expect(Localizer.english.localized(one: "{count} day", other: "{count} days", count: 1) == "1 day")
        #expect(Localizer.english.localized(one: "{count} day", other: "{count} days", count: 1234) == "1,234 days")
    }

    @Test func theShippedCatalogsSpeak() {
        #expect(Localizer(.german).localized(one: "{count} day", other: "{count} days", count: 1) == "1 Tag")
        #expect(Localizer(.german).localized(one: "{count} day", other: "{count} days", count: 1000) == "1.000 Tage")
        #expect(Localizer(.french).localized(one: "{count} day", other: "{count} days", count: 0) == "0 jour")
        #expect(Localizer(.japanese).localized(one: "{count} day", other: "{count} days", count: 3) == "3日")
        #expect(Localizer(.arabic).localized(one: "{count} day", other: "{count} days", count: 2) == "يومان")
        #expect(Localizer(.german).localized("error: {message}", ["message": "x"]) == "Fehler: x")
    }

    @Test func periodsAreNamedAsTheAPINamesThem() {
        #expect(Localizer.english.periods("week", count: 1, formatted: "1") == "1 week")
        #expect(Localizer.english.periods("block", count: 3, formatted: "3") == "3 blocks")
        #expect(Localizer.english.periods("anything", count: 2, formatted: "2") == "2 days")
        #expect(Localizer(.german).periods("month", count: 2, formatted: "2") == "2 Monate")
        #expect(Localizer(.arabic).periods("day", count: 2, formatted: "2") == "يومان")
    }
}
