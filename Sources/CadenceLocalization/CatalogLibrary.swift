import Foundation
import Synchronization

/// The catalogs shipped with Cadence (docs/domain-rules.md §23 "Catalogs"), each read from this
/// module's resources (`Catalogs/<language>.po`, in the `Cadence_CadenceLocalization.resources`
/// folder beside the executable) the first time its language is asked for, then kept: a command
/// in English reads none, one in German reads only German's (a command's start-up is measured,
/// docs/benchmarks.md). A catalog that cannot be read leaves its language in English and is
/// reported by `problems`, never a crash.
public final class CatalogLibrary: Sendable {
    /// The library of the shipped catalogs.
    public static let shared = CatalogLibrary(folder: Bundle.module.url(forResource: "Catalogs", withExtension: nil))

    /// A language's catalog once read, or why it could not be.
    private enum Reading: Sendable {
        case catalog(GettextCatalog)
        case problem(String)
    }

    private let folder: URL?
    private let readings = Mutex<[Language: Reading]>([:])

    /// A library of the `.po` files in `folder`; nothing is read yet.
    public init(folder: URL?) {
        self.folder = folder
    }

    /// The catalog of a language (`nil` for English, the source language, and for one that could
    /// not be read).
    public func catalog(for language: Language) -> GettextCatalog? {
        guard language != .english, case .catalog(let catalog) = reading(of: language) else { return nil }
        return catalog
    }

    /// Each catalog that could not be read, with why (for `cadence doctor` and the tests); reads
    /// every language's catalog not read yet.
    public var problems: [Language: String] {
        var problems: [Language: String] = [:]
        for language in Language.allCases where language != .english {
            if case .problem(let why) = reading(of: language) { problems[language] = why }
        }
        return problems
    }

    /// The language's reading, read once (under the lock, so a catalog is never parsed twice).
    private func reading(of language: Language) -> Reading {
        readings.withLock { table in
            if let known = table[language] { return known }
            let reading = Self.read(language, in: folder)
            table[language] = reading
            return reading
        }
    }

    private static func read(_ language: Language, in folder: URL?) -> Reading {
        guard let url = folder?.appendingPathComponent(language.catalogName + ".po") else { return .problem("no catalog folder") }
        do {
            let data = try Data(contentsOf: url)
            guard data.count <= GettextCatalog.maximumBytes, let text = String(data: data, encoding: .utf8) else {
                return .problem("not UTF-8 or too large")
            }
            return .catalog(try GettextCatalog(text: text))
        } catch {
            return .problem(String(describing: error))
        }
    }
}
