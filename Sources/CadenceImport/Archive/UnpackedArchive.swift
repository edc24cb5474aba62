import Foundation

/// A zip archive to import, unpacked into a temporary folder (docs/import-export.md "Zip
/// archives"): what to import is the archive's one file, or its one top folder, or the unpacked
/// folder itself. `remove()` deletes the copy.
struct UnpackedArchive {
    /// The temporary folder that holds everything unpacked.
    let scratch: URL
    /// What to import: a file or a folder inside `scratch`.
    let root: URL

    /// Unpacks the archive at `url`, which the person knows as `fileName`.
    static func unpack(_ url: URL, fileName: String) throws(ImportFailure) -> UnpackedArchive {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cadence-zip-\(ProcessInfo.processInfo.globallyUniqueString)", isDirectory: true)
        let stem = (fileName as NSString).deletingPathExtension
        let folder = scratch.appendingPathComponent(stem.isEmpty ? "archive" : stem, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let files = try ZipArchiveReader(url: url, fileName: fileName).extract(into: folder)
            guard !files.isEmpty else {
                throw ImportFailure(fileName: fileName, [ImportIssue(fileName, "the zip archive holds no files")])
            }
            return UnpackedArchive(scratch: scratch, root: try root(of: folder, fileName: fileName))
        } catch {
            try? FileManager.default.removeItem(at: scratch)
            if let failure = error as? ImportFailure { throw failure }
            throw ImportFailure(fileName: fileName, [ImportIssue(fileName, "cannot unpack: \(error.localizedDescription)")])
        }
    }

    /// The archive's one file, or its one folder (descending through folders that hold nothing
    /// else, a few levels deep), or `folder` itself.
    private static func root(of folder: URL, fileName: String) throws(ImportFailure) -> URL {
        var current = folder
        for _ in 0..<4 {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? [])
                .filter { !$0.hasPrefix(".") }
            guard names.count == 1, let only = names.first else { return current }
            let next = current.appendingPathComponent(only)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: next.path, isDirectory: &isDirectory)
            guard isDirectory.boolValue else {
                if ZipArchiveReader.isZip(FilePrefix.read(next, count: 4)) {
                    throw ImportFailure(
                        fileName: fileName,
                        [ImportIssue(fileName, "the archive holds another zip archive; import that one instead")])
                }
                return next
            }
            current = next
        }
        return current
    }

    /// Deletes the unpacked copy.
    func remove() {
        try? FileManager.default.removeItem(at: scratch)
    }
}
