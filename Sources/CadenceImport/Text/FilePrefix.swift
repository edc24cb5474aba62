import Foundation

/// The first bytes of a file, which is how formats are told apart (docs/import-export.md
/// "Detection"): empty when the file cannot be read.
enum FilePrefix {
    static func read(_ url: URL, count: Int) -> Data {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return Data() }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: count)) ?? Data()
    }
}
