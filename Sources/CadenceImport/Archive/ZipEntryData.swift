import CadenceCore
import Foundation
import ZIPFoundation

/// Where each entry's packed bytes lie in a zip archive, read from its central directory and
/// local headers (docs/import-export.md "Zip archives"), so that `ZipArchiveReader` can inflate
/// them with a provider that stops at the entry's end. ZIPFoundation's own reader on Linux keeps
/// asking for more input until the deflate stream says it ended; a damaged stream that runs to
/// the end of the file then reads nothing for ever (found by `ZipMutationTests`). Upstream:
/// https://github.com/weichsel/ZIPFoundation/pull/389 (`Data.decode` loops when the provider
/// returns no bytes before `Z_STREAM_END`; open as of 2026-11) — drop this when a release has it.
struct ZipEntryData {
    /// One entry's packed bytes: where they start and how many there are.
    struct Span: Sendable, Equatable {
        let offset: UInt64
        let count: UInt64
    }

    /// The spans, in the central directory's order (the order ZIPFoundation iterates entries in).
    let spans: [Span]
    private let handle: FileHandle

    /// Reads the central directory of the archive at `url`; `nil` when it cannot be read as a
    /// plain (not ZIP64) archive, which the caller refuses.
    init?(url: URL) {
        guard let handle = try? FileHandle(forReadingFrom: url), let size = try? handle.seekToEnd(), size >= 22
        else { return nil }
        self.handle = handle
        // The end record: its signature within the last 22 + 65,535 bytes (a comment may follow it).
        let tailLength = min(size, 22 + 65_535)
        guard let tail = Self.read(handle, at: size - tailLength, count: Int(tailLength)),
            let end = Self.lastIndex(of: [0x50, 0x4B, 0x05, 0x06], in: tail), end + 22 <= tail.count
        else { return nil }
        let entryCount = Self.uint16(tail, end + 10)
        let directoryOffset = UInt64(Self.uint32(tail, end + 16))
        guard directoryOffset != 0xFFFF_FFFF, entryCount != 0xFFFF, directoryOffset < size else { return nil }
        var spans: [Span] = []
        var position = directoryOffset
        for _ in 0..<entryCount {
            guard let header = Self.read(handle, at: position, count: 46), header.count == 46,
                Array(header.prefix(4)) == [0x50, 0x4B, 0x01, 0x02]
            else { return nil }
            let packed = UInt64(Self.uint32(header, 20))
            let local = UInt64(Self.uint32(header, 42))
            guard packed != 0xFFFF_FFFF, local != 0xFFFF_FFFF, local + 30 <= size,
                let localHeader = Self.read(handle, at: local, count: 30), localHeader.count == 30,
                Array(localHeader.prefix(4)) == [0x50, 0x4B, 0x03, 0x04]
            else { return nil }
            let start = local + 30 + UInt64(Self.uint16(localHeader, 26)) + UInt64(Self.uint16(localHeader, 28))
            guard start <= size, packed <= size - start else { return nil }
            spans.append(Span(offset: start, count: packed))
            position +=
                46 + UInt64(Self.uint16(header, 28)) + UInt64(Self.uint16(header, 30))
                + UInt64(Self.uint16(header, 32))
        }
        self.spans = spans
    }

    /// Inflates the entry at `index`, passing the output to `consumer`; reading past the
    /// entry's packed bytes is an error, so a stream that never ends stops there.
    func inflate(entry index: Int, consumer: (Data) throws -> Void) throws {
        let span = spans[index]
        _ = try Data.decompress(
            size: Int64(span.count), bufferSize: defaultReadChunkSize, skipCRC32: true,
            provider: { position, chunkSize in
                guard let start = UInt64(exactly: position), start < span.count else {
                    throw ZipEntryDataError.streamRunsPastItsEnd
                }
                let count = Int(clamping: min(UInt64(clamping: chunkSize), span.count - start))
                guard let data = Self.read(handle, at: span.offset + start, count: count), data.count == count
                else { throw ZipEntryDataError.streamRunsPastItsEnd }
                return data
            }, consumer: consumer)
    }

    func close() { try? handle.close() }

    private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) -> Data? {
        guard (try? handle.seek(toOffset: offset)) != nil else { return nil }
        return try? handle.read(upToCount: count)
    }

    private static func lastIndex(of signature: [UInt8], in data: Data) -> Int? {
        let bytes = [UInt8](data)
        guard bytes.count >= signature.count else { return nil }
        return stride(from: bytes.count - signature.count, through: 0, by: -1).first {
            bytes[$0..<$0 + signature.count].elementsEqual(signature)
        }
    }

    private static func uint16(_ data: Data, _ at: Int) -> UInt16 {
        let base = data.startIndex + at
        return UInt16(data[base]) | UInt16(data[base + 1]) << 8
    }

    private static func uint32(_ data: Data, _ at: Int) -> UInt32 {
        let base = data.startIndex + at
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(data[base + $1]) << (8 * UInt32($1)) }
    }
}

/// Why an entry's packed bytes could not be inflated.
enum ZipEntryDataError: Error {
    /// The deflate stream asks for bytes past the entry's packed size, or its checksum differs.
    case streamRunsPastItsEnd
}
