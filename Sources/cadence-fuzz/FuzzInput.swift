import CadenceImport
import Foundation

/// One input to import: a file or a folder of files, held in memory by relative path.
struct FuzzInput: Sendable {
    /// The seed it came from (a corpus entry's name).
    var seedName: String
    /// The format of the seed (the mutated input may no longer be in it).
    var format: ImportFormat
    /// The files by path relative to the input's folder; a file format has exactly one.
    var files: [String: Data]

    /// Writes the input under `folder` and returns what to import: the file, or the folder.
    func write(into folder: URL) throws -> URL {
        let root = folder.appendingPathComponent(seedName, isDirectory: format.isFolder)
        if format.isFolder {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for (path, data) in files {
                let file = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
            return root
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try (files.values.first ?? Data()).write(to: root)
        return root
    }

    /// The total size of its files in bytes.
    var size: Int { files.values.reduce(0) { $0 + $1.count } }
}
