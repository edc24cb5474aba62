import Foundation
import Testing

@testable import CadenceLocalization

/// docs/domain-rules.md §23 "Catalogs": a language's catalog is read the first time it is asked
/// for and then kept; English reads none; a missing or broken one is a problem, not a crash.
@Suite struct CatalogLibraryTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-catalogs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ translation: String, to folder: URL, as language: Language) throws {
        let text = "msgid \"Details\"\nmsgstr \"\(translation)\"\n"
        try text.write(to: folder.appendingPathComponent(language.catalogName + ".po"), atomically: true, encoding: .utf8)
    }

    @Test func aCatalogIsReadWhenFirstAskedForAndThenKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("Einzelheiten", to: folder, as: .german)
        let library = CatalogLibrary(folder: folder)
        // Not read when the library is made: what is in the file when German is first asked for counts.
        try Self.write("Details (de)", to: folder, as: .german)
        #expect(library.catalog(for: .german)?.entry("Details", context: nil)?.translations == ["Details (de)"])
        // Kept: a later change of the file is not read again.
        try Self.write("Anders", to: folder, as: .german)
        #expect(library.catalog(for: .german)?.entry("Details", context: nil)?.translations == ["Details (de)"])
        #expect(library.catalog(for: .english) == nil)
    }

    @Test func missingAndBrokenCatalogsAreProblemsNotCrashes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("Détails", to: folder, as: .french)
        try "msgstr \"x\"\n".write(to: folder.appendingPathComponent(Language.japanese.catalogName + ".po"), atomically: true, encoding: .utf8)
        let library = CatalogLibrary(folder: folder)
        #expect(library.catalog(for: .japanese) == nil)
        let problems = library.problems
        #expect(problems[.french] == nil)
        #expect(problems[.japanese] != nil)
        #expect(problems[.german] != nil, "no file")
        #expect(problems[.english] == nil)
        #expect(CatalogLibrary(folder: nil).problems.count == Language.allCases.count - 1)
    }
}
