import Testing

@testable import CadenceLocalization

/// docs/domain-rules.md §23 "Catalogs": the `.po` format as translation platforms write it, and
/// the errors a translator gets for a broken file.
@Suite struct GettextCatalogTests {
    private static let sample = #"""
        # A translator's comment.
        msgid ""
        msgstr ""
        "Language: de\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\n"

        #. extracted comment
        #: Sources/CadenceCLI/Output/TodayView.swift:12
        #, python-brace-format
        msgid "{done}/{total} done"
        msgstr "{done}/{total} "
        "erledigt"

        msgctxt "button"
        msgid "Done"
        msgstr "Fertig"

        msgid "Done"
        msgstr "Erledigt"

        #, fuzzy
        msgid "Say \"hi\"\tnow\\"
        msgstr "Sag \"hallo\"\n"

        #~ msgid "Old"
        #~ msgstr "Alt"
        msgid "{count} day"
        msgid_plural "{count} days"
        msgstr[0] "{count} Tag"
        msgstr[1] "{count} Tage"
        """#

    @Test func readsEntriesContextsContinuationsEscapesAndFlags() throws {
        let catalog = try GettextCatalog(text: Self.sample)
        #expect(catalog.header["Language"] == "de")
        #expect(catalog.plural.count == 2)
        #expect(catalog.entries.count == 5)
        #expect(catalog.entry("{done}/{total} done")?.translations == ["{done}/{total} erledigt"])
        #expect(catalog.entry("{done}/{total} done")?.flags == ["python-brace-format"])
        #expect(catalog.entry("{done}/{total} done")?.line == 10)
        #expect(catalog.entry("Done", context: "button")?.translations == ["Fertig"])
        #expect(catalog.entry("Done")?.translations == ["Erledigt"])
        #expect(catalog.entry("Say \"hi\"\tnow\\")?.translations == ["Sag \"hallo\"\n"])
        #expect(catalog.entry("Say \"hi\"\tnow\\")?.flags == ["fuzzy"])
        #expect(catalog.entry("Old") == nil)
        let day = try #require(catalog.entry("{count} day"))
        #expect(day.pluralID == "{count} days")
        #expect(day.translations == ["{count} Tag", "{count} Tage"])
    }

    @Test func windowsLineEndingsAreRead() throws {
        let catalog = try GettextCatalog(text: "msgid \"a\"\r\nmsgstr \"b\"\r\n")
        #expect(catalog.entry("a")?.translations == ["b"])
        #expect(catalog.plural == .english)
    }

    @Test(arguments: [
        ("msgid \"a\"\nmsgstr \"b\"\nmsgid \"a\"\nmsgstr \"c\"\n", GettextCatalogError.duplicate(key: "a", line: 3)),
        ("msgid \"a\"\n", .syntax(line: 2, reason: "the last entry has no msgstr")),
        ("msgid \"a\"\nmsgid \"b\"\nmsgstr \"c\"", .syntax(line: 2, reason: "msgid without msgstr before it")),
        ("msgstr \"b\"\n", .syntax(line: 1, reason: "misplaced msgstr")),
        ("\"floating\"\n", .syntax(line: 1, reason: "a string outside an entry")),
        ("msgid \"a\\q\"\nmsgstr \"b\"", .syntax(line: 1, reason: "unknown escape \\q")),
        ("msgid \"a\nmsgstr \"b\"", .syntax(line: 1, reason: "a quoted string expected")),
        ("msgid \"a\"b\"\nmsgstr \"b\"", .syntax(line: 1, reason: "an unescaped quote inside a string")),
        ("msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[1] \"b\"", .syntax(line: 3, reason: "msgstr[1] out of order")),
        ("msgid \"a\"\nmsgstr[0] \"b\"", .syntax(line: 2, reason: "msgstr[0] out of order")),
        ("msgid \"a\"\nmsgstr \"b\"\nmsgfoo \"c\"", .syntax(line: 3, reason: "unknown keyword msgfoo")),
        ("msgid \"\"\nmsgstr \"Plural-Forms: nplurals=9; plural=0;\\n\"", .pluralForms("nplurals must be 1 to 6")),
    ])
    func brokenCatalogsAreRefusedWithTheirLine(text: String, error: GettextCatalogError) {
        #expect(throws: error) { try GettextCatalog(text: text) }
    }

    @Test func aCatalogOverItsBoundIsRefused() {
        let text = "msgid \"a\"\nmsgstr \"" + String(repeating: "x", count: GettextCatalog.maximumBytes) + "\"\n"
        #expect(throws: GettextCatalogError.tooLarge) { try GettextCatalog(text: text) }
    }
}
