import CadenceCore
import CadenceImport
import Foundation

/// The files of an import upload (docs/import-export.md formats): one file is read as itself;
/// several — a folder format such as a Loop CSV export or LucidPal's files, chosen together or
/// as a folder — are read as one folder, by the relative paths the browser gave them (a
/// folder's common first component is its name). A single file goes by its last path
/// component; paths never leave the folder: `..`, empty and `.` components are dropped.
struct UploadedFiles {
    /// The files, by relative path, in the order sent.
    let files: [(path: String, data: Data)]
    /// The file's name, or the folder's (`upload` when there is none).
    let name: String

    init(_ parts: [MultipartPart]) {
        let paths = parts.map { part in
            (part.fileName ?? "").replacingOccurrences(of: "\\", with: "/").split(separator: "/")
                .filter { $0 != "." && $0 != ".." }.map(String.init)
        }
        var folder: String?
        if parts.count > 1, let first = paths.first?.first,
            paths.allSatisfy({ $0.count > 1 && $0.first == first })
        {
            folder = first
        }
        if parts.count == 1 {
            let single = paths.first?.last ?? "upload"
            name = single
            files = parts.map { (single, Data($0.body)) }
        } else {
            name = folder ?? "upload"
            files = zip(paths, parts).map { components, part in
                let relative = folder == nil ? components : Array(components.dropFirst())
                return (relative.isEmpty ? "upload" : relative.joined(separator: "/"), Data(part.body))
            }
        }
    }

    /// Reads and plans the upload; writes nothing, logs nothing.
    func plan(with importer: ImportService, format: ImportFormat?, for user: UserID, startedAt: Date) async throws -> ImportPlan {
        if files.count == 1, let file = files.first, !(format?.isFolder ?? false) {
            return try await importer.preview(data: file.data, fileName: name, format: format, for: user)
        }
        var contents: [String: Data] = [:]
        for file in files {
            guard contents[file.path] == nil else {
                throw ImportFailure(fileName: name, [ImportIssue(file.path, "sent twice; choose each file once")])
            }
            contents[file.path] = file.data
        }
        let document = try await importer.read(files: contents, folderName: name, format: format, for: user)
        return try await importer.plan(document, for: user, startedAt: startedAt)
    }
}
