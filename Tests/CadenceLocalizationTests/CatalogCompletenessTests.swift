import Foundation
import Testing

@testable import CadenceLocalization

/// docs/domain-rules.md §23 "Catalogs": every shipped catalog reads, holds exactly the texts the
/// code says (the template `cadence.pot` lists them, and the sources are scanned for them), has
/// every plural form its rule names, keeps every placeholder, and leaves nothing empty or fuzzy.
@Suite struct CatalogCompletenessTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let catalogs = root.appendingPathComponent("Sources/CadenceLocalization/Catalogs")

    private static func read(_ name: String) throws -> GettextCatalog {
        try GettextCatalog(text: String(contentsOf: catalogs.appendingPathComponent(name), encoding: .utf8))
    }

    /// The `{name}` placeholders of a text.
    static func placeholders(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    @Test func everyShippedCatalogIsReadByTheLibrary() {
        #expect(CatalogLibrary.shared.problems.isEmpty, "\(CatalogLibrary.shared.problems)")
        for language in Language.allCases where language != .english {
            #expect(CatalogLibrary.shared.catalog(for: language) != nil, "\(language)")
        }
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyLanguageTranslatesExactlyTheTemplate(language: Language) throws {
        let template = try Self.read("cadence.pot")
        let catalog = try Self.read(language.catalogName + ".po")
        #expect(catalog.header["Language"] == language.catalogName)
        let missing = Set(template.entries.map(\.key)).subtracting(catalog.entries.map(\.key))
        let unused = Set(catalog.entries.map(\.key)).subtracting(template.entries.map(\.key))
        #expect(missing.isEmpty, "\(language) lacks \(missing.sorted())")
        #expect(unused.isEmpty, "\(language) has unused \(unused.sorted())")
        for entry in catalog.entries {
            let english = Self.placeholders(entry.id).union(Self.placeholders(entry.pluralID ?? ""))
            #expect(!entry.flags.contains("fuzzy"), "\(language) \(entry.id) is fuzzy")
            #expect(entry.flags.contains("python-brace-format") == !english.isEmpty, "\(language) \(entry.id): flag")
            #expect(entry.pluralID == template.entry(entry.id, context: entry.context)?.pluralID, "\(language) \(entry.id)")
            let expectedForms = entry.pluralID == nil ? 1 : catalog.plural.count
            #expect(entry.translations.count == expectedForms, "\(language) \(entry.id): forms")
            for (index, form) in entry.translations.enumerated() {
                #expect(!form.isEmpty, "\(language) \(entry.id) form \(index) is empty")
                let names = Self.placeholders(form)
                if entry.pluralID == nil || index == entry.translations.count - 1 {
                    // The last plural form ("other") and every single text keep every placeholder.
                    #expect(names == english, "\(language) \(entry.id) form \(index): \(names) ≠ \(english)")
                } else {
                    // A form for exactly one or two may say the number in words ("يومان").
                    #expect(names.isSubset(of: english), "\(language) \(entry.id) form \(index): \(names)")
                }
            }
        }
    }

    @Test func theTemplateListsExactlyTheTextsTheCodeSays() throws {
        let template = try Self.read("cadence.pot")
        let said = try SourceTexts.scan(Self.root.appendingPathComponent("Sources"))
        #expect(said.interpolated.isEmpty, "keys with interpolation: \(said.interpolated)")
        let listed = Set(template.entries.map { $0.pluralID.map { [$0] } ?? [] }.flatMap { $0 })
            .union(template.entries.map(\.id))
        let notListed = said.texts.subtracting(listed)
        let notSaid = Set(template.entries.map(\.id)).subtracting(said.texts)
        #expect(notListed.isEmpty, "said in code, missing from cadence.pot: \(notListed.sorted())")
        #expect(notSaid.isEmpty, "in cadence.pot, said nowhere: \(notSaid.sorted())")
        for entry in template.entries where entry.pluralID != nil {
            #expect(said.plurals[entry.id] == entry.pluralID, "\(entry.id)'s plural differs from the code's")
        }
    }
}
