import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension ImportService {
    /// Reads the file or folder at `url`, in `format` or the format its content shows; a zip
    /// archive is unpacked first and what it holds is read (docs/import-export.md "Zip archives").
    public func read(
        _ url: URL, format: ImportFormat? = nil, for user: UserID, progress: ImportProgressHandler? = nil
    ) async throws -> ImportDocument {
        let reader = FormatReader(calendar: try await service.calendar(for: user), progress: progress)
        return try read(location: url, format: format, reader: reader)
    }

    /// Reads one uploaded file (the REST API and the web page): any file format, or a zip of a
    /// folder format. A database or an archive is read from a temporary copy that keeps the
    /// person's file name, so every message names their file.
    public func read(data: Data, fileName: String, format: ImportFormat? = nil, for user: UserID) async throws
        -> ImportDocument
    {
        let reader = FormatReader(calendar: try await service.calendar(for: user), progress: nil)
        let needsFile =
            ZipArchiveReader.isZip(data.prefix(4)) || Array(data.prefix(16)) == SQLiteHeader.magic
            || format?.isDatabase == true
        if needsFile {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "cadence-upload-\(ProcessInfo.processInfo.globallyUniqueString)", isDirectory: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent(Self.safeFileName(fileName))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: file)
            return try read(location: file, format: format, reader: reader)
        }
        let format = try format ?? FormatDetector.detect(data: data, fileName: fileName)
        guard !format.isFolder else {
            throw ImportFailure(
                fileName: fileName,
                [ImportIssue(fileName, "\(format.displayName) is a folder; send its files together, or a zip of them")])
        }
        return try reader.read(data: data, fileName: fileName, format: format)
    }

    /// Reads uploaded files as one folder (the REST API's multi-file upload of a Loop CSV export or
    /// LucidPal's files): `files` maps relative paths (`001 Meditate/Checkmarks.csv`) to contents.
    public func read(
        files: [String: Data], folderName: String, format: ImportFormat? = nil, for user: UserID
    ) async throws -> ImportDocument {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cadence-import-\(ProcessInfo.processInfo.globallyUniqueString)", isDirectory: true
        )
        .appendingPathComponent(folderName.isEmpty ? "upload" : folderName, isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (path, data) in files {
            let parts = path.split(separator: "/").map(String.init)
            guard !parts.isEmpty, !parts.contains(".."), !path.hasPrefix("/") else {
                throw ImportFailure(fileName: folderName, [ImportIssue(path, "not a relative file path")])
            }
            let file = parts.reduce(folder) { $0.appendingPathComponent($1) }
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        return try await read(folder, format: format, for: user)
    }

    /// Reads a file or folder; a zip archive is unpacked into a temporary folder, read, removed.
    private func read(location url: URL, format: ImportFormat?, reader: FormatReader) throws -> ImportDocument {
        guard Self.isZipFile(url) else {
            let (format, location) = try ImportLocation.resolve(url, format: format)
            return try reader.read(location, format: format)
        }
        let name = url.lastPathComponent
        // docs/import-export.md "Apple Health": its export.xml is streamed out of the zip, never unpacked.
        if format == nil || format == .appleHealth, let health = ZipArchiveReader(url: url, fileName: name).appleHealthEntry() {
            return try AppleHealthImporter(fileName: name, calendar: reader.calendar, progress: reader.progress)
                .read(zip: url, entry: health.path, size: health.size)
        }
        let archive = try UnpackedArchive.unpack(url, fileName: name)
        defer { archive.remove() }
        do {
            let (format, location) = try ImportLocation.resolve(archive.root, format: format)
            var document = try reader.read(location, format: format)
            document.fileName = name
            return document
        } catch let failure as ImportFailure {
            // The person knows the archive, not the folder Cadence unpacked it into.
            throw ImportFailure(fileName: name, failure.issues)
        }
    }

    private static func isZipFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { return false }
        return ZipArchiveReader.isZip(FilePrefix.read(url, count: 4))
    }

    /// An uploaded file's name as one safe path component (`upload` when there is none).
    static func safeFileName(_ name: String) -> String {
        let last = name.replacingOccurrences(of: "\\", with: "/").split(separator: "/").last.map(String.init) ?? ""
        let trimmed = String(last.replacingOccurrences(of: "\u{0}", with: "").prefix(100))
        return trimmed.isEmpty || trimmed == "." || trimmed == ".." ? "upload" : trimmed
    }
}
