import Foundation

/// The catalogs shipped with Cadence (docs/domain-rules.md §23 "Catalogs"), read once from this
/// module's resources (`Catalogs/<language>.po`, in the `Cadence_CadenceLocalization.resources`
/// folder beside the executable). A catalog that cannot be read leaves its language in English
/// and is reported by `problems`, never a crash.
public final class CatalogLibrary: Sendable {
    /// The library of the shipped catalogs.
    public static let shared = CatalogLibrary(folder: Bundle.module.url(forResource: "Catalogs", withExtension: nil))

    private let catalogs: [Language: GettextCatalog]
    /// Each catalog that could not be read, with why (for `cadence doctor` and the tests).
    public let problems: [Language: String]

    /// Reads every language's catalog from a folder of `.po` files.
    public init(folder: URL?) {
        var catalogs: [Language: GettextCatalog] = [:]
        var problems: [Language: String] = [:]
        for language in Language.allCases where language != .english {
            guard let url = folder?.appendingPathComponent(language.catalogName + ".po") else {
                problems[language] = "no catalog folder"
                continue
            }
            do {
                let data = try Data(contentsOf: url)
                guard data.count <= GettextCatalog.maximumBytes, let text = String(data: data, encoding: .utf8) else {
                    problems[language] = "not UTF-8 or too large"
                    continue
                }
                catalogs[language] = try GettextCatalog(text: text)
            } catch {
                problems[language] = String(describing: error)
            }
        }
        self.catalogs = catalogs
        self.problems = problems
    }

    /// The catalog of a language (`nil` for English, the source language, and for one that could
    /// not be read).
    public func catalog(for language: Language) -> GettextCatalog? { catalogs[language] }
}
