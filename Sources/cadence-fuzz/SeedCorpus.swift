import CadenceImport
import Foundation

/// The committed seed inputs of every format (`Tests/Fuzz/Corpus/<format>/`): each entry of a
/// format's folder is one valid input, a file for the file formats and a folder for Loop's CSV
/// export and LucidPal.
struct SeedCorpus: Sendable {
    let seeds: [ImportFormat: [FuzzInput]]

    /// Loads the corpus at `root`; a format without seeds is an error.
    init(root: URL, formats: [ImportFormat]) throws {
        var seeds: [ImportFormat: [FuzzInput]] = [:]
        let manager = FileManager.default
        for format in formats {
            let folder = root.appendingPathComponent(format.rawValue, isDirectory: true)
            let names = (try? manager.contentsOfDirectory(atPath: folder.path))?.filter { !$0.hasPrefix(".") }.sorted()
            var inputs: [FuzzInput] = []
            for name in names ?? [] {
                let entry = folder.appendingPathComponent(name)
                inputs.append(
                    FuzzInput(seedName: name, format: format, files: try Self.files(at: entry, isFolder: format.isFolder)))
            }
            guard !inputs.isEmpty else { throw FuzzError("no seed inputs in \(folder.path)") }
            seeds[format] = inputs
        }
        self.seeds = seeds
    }

    /// The file at `url`, or every file under the folder at `url` by relative path.
    static func files(at url: URL, isFolder: Bool) throws -> [String: Data] {
        guard isFolder else { return [url.lastPathComponent: try Data(contentsOf: url)] }
        var files: [String: Data] = [:]
        let prefix = url.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = enumerator?.nextObject() as? URL {
            let values = try file.resourceValues(forKeys: [.isRegularFileKey])
            guard values.isRegularFile == true else { continue }
            let path = String(file.standardizedFileURL.path.dropFirst(prefix.count))
            files[path] = try Data(contentsOf: file)
        }
        return files
    }
}

/// A usage or setup error of the fuzzer (not a finding).
struct FuzzError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
