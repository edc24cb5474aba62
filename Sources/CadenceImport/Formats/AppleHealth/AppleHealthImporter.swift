import CadenceCore
import Foundation

/// Reads Apple Health's "Export All Health Data" (docs/import-export.md "Apple Health"): the
/// zip's `apple_health_export/export.xml`, or that file alone, as a stream — a chunk at a time
/// through `HealthXMLScanner` into `HealthDayAggregator` — so that a gigabyte export is read in
/// a few megabytes. Progress is reported in KiB read (docs/domain-rules.md §20
/// Health import from the phone).
struct AppleHealthImporter {
    /// Bytes read from a plain file at a time.
    static let chunkSize = 1_048_576

    let fileName: String
    let calendar: UserCalendar
    let progress: ImportProgressHandler?

    /// Reads `export.xml` from inside the zip archive at `url`.
    func read(zip url: URL, entry: String, size: UInt64) throws -> ImportDocument {
        try read(total: size) { consume in
            try ZipArchiveReader(url: url, fileName: fileName).stream(entry: entry, consumer: consume)
        }
    }

    /// Reads a bare `export.xml`.
    func read(file url: URL) throws -> ImportDocument {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.uint64Value ?? 0
        return try read(total: size) { consume in
            let handle: FileHandle
            do {
                handle = try FileHandle(forReadingFrom: url)
            } catch {
                throw ImportFailure(fileName: fileName, [ImportIssue(fileName, "cannot read the file: \(error.localizedDescription)")])
            }
            defer { try? handle.close() }
            while let chunk = try handle.read(upToCount: Self.chunkSize), !chunk.isEmpty {
                try consume(chunk)
            }
        }
    }

    /// Reads an export already in memory (an upload).
    func read(data: Data) throws -> ImportDocument {
        try read(total: UInt64(data.count)) { consume in
            var start = data.startIndex
            while start < data.endIndex {
                let end = min(start + Self.chunkSize, data.endIndex)
                try consume(data[start..<end])
                start = end
            }
        }
    }

    /// Scans what `produce` hands over, then builds the document.
    private func read(total: UInt64, _ produce: (_ consume: (Data) throws -> Void) throws -> Void) throws -> ImportDocument {
        var scanner = HealthXMLScanner()
        var aggregator = HealthDayAggregator(calendar: calendar)
        let totalKiB = Int(clamping: total / 1_024)  // integer-only
        var reported = 0
        do {
            try produce { chunk in
                try scanner.feed(chunk) { tag in try AppleHealthRecord.add(tag, to: &aggregator) }
                let readKiB = scanner.consumed / 1_024
                // About every 4 MiB: often enough for a bar, rarely enough to cost nothing.
                if readKiB - reported >= 4_096 {
                    reported = readKiB
                    progress?(ImportProgress(phase: .reading, completed: readKiB, total: max(totalKiB, readKiB), unit: .kibibytes))
                }
            }
            try scanner.finish()
        } catch let error as HealthXMLError {
            throw ImportFailure(fileName: fileName, [ImportIssue("\(fileName) export.xml", error.description)])
        }
        progress?(ImportProgress(phase: .reading, completed: totalKiB, total: totalKiB, unit: .kibibytes))
        return HealthDayDocument.make(
            format: .appleHealth, fileName: fileName, app: "Apple Health", values: aggregator.dayValues(),
            notImported: aggregator.notImported)
    }
}
