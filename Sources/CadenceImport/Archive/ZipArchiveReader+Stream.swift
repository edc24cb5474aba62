import CadenceCore
import Foundation
import ZIPFoundation

extension ZipArchiveReader {
    /// The most one streamed entry may inflate to (8 GiB): more than any phone's export.
    static let streamedEntryLimit: UInt64 = 8 * 1_073_741_824

    /// The path of the archive's Apple Health `export.xml` — in a folder `apple_health_export` (at any
    /// depth, any case) or at the archive's root — with its size, or `nil` when it holds none or is
    /// not a readable archive (the ordinary unpacking then says why).
    func appleHealthEntry() -> (path: String, size: UInt64)? {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            return nil
        }
        for entry in archive where entry.type == .file {
            let parts = entry.path.replacingOccurrences(of: "\\", with: "/").split(separator: "/").map { $0.lowercased() }
            guard parts.first != "__macosx", parts.last == "export.xml" else { continue }
            if parts.count == 1 || parts[parts.count - 2] == "apple_health_export" { return (entry.path, entry.uncompressedSize) }
        }
        return nil
    }

    /// Inflates the entry at `path` chunk by chunk into `consumer`, never holding more than a
    /// chunk (docs/import-export.md "Apple Health"): its compression ratio is checked against
    /// the bytes actually inflated, as when unpacking, and it may inflate to at most
    /// `streamedEntryLimit`. A damaged or truncated archive is refused naming the archive.
    func stream(entry path: String, consumer: (Data) throws -> Void) throws {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw streamFailure("not a readable zip archive (damaged or truncated?)")
        }
        guard let packed = ZipEntryData(url: url) else {
            throw streamFailure("not a readable zip archive (damaged, truncated, or ZIP64, which Cadence does not read)")
        }
        defer { packed.close() }
        guard let (index, entry) = archive.enumerated().first(where: { $0.element.path == path }), index < packed.spans.count
        else { throw streamFailure("the archive no longer holds \(InputExcerpt.quoted(path))") }
        let compressed = max(entry.compressedSize, 1)
        let limits = limits
        var size: UInt64 = 0
        var refusal: String?
        func counted(_ chunk: Data) throws {
            size += UInt64(chunk.count)
            if size > Self.streamedEntryLimit {
                refusal = "\(InputExcerpt.quoted(path)) inflates to more than 8 GiB; it is not a phone's export"
            } else if size > limits.ratioFloor, size / compressed > limits.ratio {
                refusal = "\(InputExcerpt.quoted(path)) inflates more than \(limits.ratio) times its packed size; it is not an export"
            }
            if refusal != nil { throw CancellationError() }
            try consumer(chunk)
        }
        do {
            if entry.isCompressed {
                var checksum: CRC32 = 0
                try packed.inflate(entry: index) { chunk in
                    try counted(chunk)
                    checksum = chunk.crc32(checksum: checksum)
                }
                guard checksum == entry.checksum else { throw ZipEntryDataError.streamRunsPastItsEnd }
            } else {
                _ = try archive.extract(entry, skipCRC32: false, consumer: counted)
            }
        } catch let error as HealthXMLError {
            throw error
        } catch {
            throw streamFailure(refusal ?? "cannot unpack \(InputExcerpt.quoted(path)) (damaged or truncated archive?)")
        }
    }

    private func streamFailure(_ message: String) -> ImportFailure {
        ImportFailure(fileName: fileName, [ImportIssue(fileName, message)])
    }
}
