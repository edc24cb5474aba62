import CadenceCore
import Foundation
import ZIPFoundation

/// Unpacks a zip archive that holds an export (Loop's CSV export is one; docs/import-export.md
/// "Zip archives") into a folder, within limits a hostile archive cannot get past: the number of
/// entries, the total size written and each entry's compression ratio are checked against the
/// bytes actually inflated, never only against the sizes the archive claims. Paths stay inside
/// the folder (`..` and absolute paths are refused); links and the Finder's `__MACOSX` copies
/// are left out.
struct ZipArchiveReader {
    /// The limits (docs/import-export.md "Zip archives").
    struct Limits: Sendable {
        /// Files and folders in the archive.
        var entries = 10_000
        /// Bytes written for all files together (256 MiB).
        var totalBytes: UInt64 = 256 * 1_048_576
        /// An entry may inflate to at most this many times its compressed size…
        var ratio: UInt64 = 200
        /// …once it is larger than this (1 MiB): tiny files compress oddly without harm.
        var ratioFloor: UInt64 = 1_048_576
    }

    /// The archive, for messages by name.
    let url: URL
    let fileName: String
    var limits = Limits()

    /// The first bytes of a zip archive (a local file header, or the end record of an empty one).
    static func isZip(_ prefix: some Collection<UInt8>) -> Bool {
        let bytes = Array(prefix.prefix(4))
        return bytes == [0x50, 0x4B, 0x03, 0x04] || bytes == [0x50, 0x4B, 0x05, 0x06]
    }

    /// Extracts every file into `folder` (created), returning the files written by relative path.
    func extract(into folder: URL) throws(ImportFailure) -> [String] {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw failure("not a readable zip archive (damaged or truncated?)")
        }
        guard let packed = ZipEntryData(url: url) else {
            throw failure("not a readable zip archive (damaged, truncated, or ZIP64, which Cadence does not read)")
        }
        defer { packed.close() }
        let archiveSize =
            (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?
            .uint64Value ?? 0
        var entries = 0
        var total: UInt64 = 0
        var written: [String] = []
        for (index, entry) in archive.enumerated() {
            entries += 1
            guard entries <= limits.entries else {
                throw failure("the archive holds more than \(limits.entries) entries; unzip it and import the folder")
            }
            guard let parts = try relativePath(of: entry) else { continue }
            let target = parts.reduce(folder) { $0.appendingPathComponent($1) }
            do {
                if entry.type == .directory {
                    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                    continue
                }
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw failure("cannot unpack \(InputExcerpt.quoted(parts.joined(separator: "/"))): \(error.localizedDescription)")
            }
            try checkDeclaredSizes(of: entry, path: parts.joined(separator: "/"), archiveSize: archiveSize, total: total)
            guard index < packed.spans.count else { throw failure("not a readable zip archive (damaged or truncated?)") }
            total = try write(
                entry, to: target, path: parts.joined(separator: "/"), from: Source(archive: archive, packed: packed, index: index),
                total: total)
            written.append(parts.joined(separator: "/"))
        }
        return written
    }

    /// The entry's path as safe components, or `nil` for an entry that is left out (a link, the
    /// Finder's `__MACOSX` folder, `.DS_Store`).
    private func relativePath(of entry: Entry) throws(ImportFailure) -> [String]? {
        guard entry.type != .symlink else { return nil }
        let path = entry.path.replacingOccurrences(of: "\\", with: "/")
        let parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
        if path.hasPrefix("/") || parts.contains("..") || parts.contains(where: { $0.contains("\u{0}") }) {
            throw failure("the archive holds a path that leaves its folder: \(InputExcerpt.quoted(path))")
        }
        guard let first = parts.first, first != "__MACOSX", parts.last != ".DS_Store" else { return nil }
        return parts
    }

    /// Refuses a stored entry that claims more bytes than the whole archive holds, or any entry
    /// that claims more unpacked bytes than the limits allow (a compressed entry's packed size is
    /// checked by `ZipEntryData`). The bytes actually inflated are counted again while writing.
    private func checkDeclaredSizes(of entry: Entry, path: String, archiveSize: UInt64, total: UInt64)
        throws(ImportFailure)
    {
        if !entry.isCompressed && entry.uncompressedSize > archiveSize {
            throw failure("\(InputExcerpt.quoted(path)) claims more bytes than the archive holds (damaged or truncated archive?)")
        }
        if entry.uncompressedSize > limits.totalBytes - min(total, limits.totalBytes) {
            throw failure("the archive unpacks to more than \(limits.totalBytes / 1_048_576) MiB; unzip it and import the folder")
        }
    }

    /// Where an entry's bytes come from: a stored entry through ZIPFoundation, a compressed one
    /// inflated from its packed bytes and no further (`ZipEntryData`).
    private struct Source {
        let archive: Archive
        let packed: ZipEntryData
        let index: Int

        func unpack(_ entry: Entry, consumer: (Data) throws -> Void) throws {
            guard entry.isCompressed else {
                _ = try archive.extract(entry, skipCRC32: false, consumer: consumer)
                return
            }
            var checksum: CRC32 = 0
            try packed.inflate(entry: index) { chunk in
                try consumer(chunk)
                checksum = chunk.crc32(checksum: checksum)
            }
            guard checksum == entry.checksum else { throw ZipEntryDataError.streamRunsPastItsEnd }
        }
    }

    /// Inflates one file, counting its bytes against the limits; answers the new total.
    private func write(_ entry: Entry, to target: URL, path: String, from source: Source, total: UInt64)
        throws(ImportFailure) -> UInt64
    {
        let limits = limits
        guard FileManager.default.createFile(atPath: target.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: target)
        else { throw failure("cannot unpack \(InputExcerpt.quoted(path))") }
        defer { try? handle.close() }
        let compressed = entry.compressedSize
        var size: UInt64 = 0
        var refusal: String?
        do {
            try source.unpack(entry) { chunk in
                size += UInt64(chunk.count)
                if total + size > limits.totalBytes {
                    refusal = "the archive unpacks to more than \(limits.totalBytes / 1_048_576) MiB; unzip it and import the folder"
                } else if size > limits.ratioFloor, size / max(compressed, 1) > limits.ratio {
                    refusal = "\(InputExcerpt.quoted(path)) inflates more than \(limits.ratio) times its packed size; it is not an export"
                }
                if refusal != nil { throw CancellationError() }
                try handle.write(contentsOf: chunk)
            }
        } catch {
            throw failure(refusal ?? "cannot unpack \(InputExcerpt.quoted(path)) (damaged or truncated archive?)")
        }
        return total + size
    }

    private func failure(_ message: String) -> ImportFailure {
        ImportFailure(fileName: fileName, [ImportIssue(fileName, message)])
    }
}
