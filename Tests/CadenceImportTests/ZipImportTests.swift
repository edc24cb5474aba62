import CadenceCore
import Foundation
import Testing
import ZIPFoundation

@testable import CadenceImport

/// Zip archives (docs/import-export.md "Zip archives"): Loop's CSV export as the person gets it,
/// any format zipped, and hostile archives refused within limits, changing nothing.
@Suite struct ZipImportTests {
    /// Writes a zip of `files` (path, content) at `url`, deflated.
    static func zip(_ files: [(String, Data)], to url: URL, compressed: Bool = true) throws {
        let archive = try Archive(url: url, accessMode: .create)
        for (path, data) in files {
            // A fixed date, so that the same files make the same bytes (ZipMutationTests relies on it).
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count),
                modificationDate: Date(timeIntervalSince1970: 1_773_000_000),
                compressionMethod: compressed ? .deflate : .none
            ) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
    }

    /// The shared Loop CSV export's files, by relative path.
    static func loopExportFiles() throws -> [(String, Data)] {
        let root = ImportFixture.loopFixture("csv-export")
        let prefix = root.standardizedFileURL.path + "/"
        var files: [(String, Data)] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = enumerator?.nextObject() as? URL {
            guard try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files.append((String(file.standardizedFileURL.path.dropFirst(prefix.count)), try Data(contentsOf: file)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func loopsZippedCSVExportImportsLikeTheFolder() async throws {
        let folder = try TemporaryFolder()
        let zipped = try await ImportFixture()
        let archive = folder.file("Loop Habits CSV 2026-03-18.zip")
        try Self.zip(try Self.loopExportFiles(), to: archive)
        let result = try await zipped.importFile(archive)
        #expect(result.summary.format == .loopCSV)
        #expect(result.summary.fileName == "Loop Habits CSV 2026-03-18.zip")

        let unzipped = try await ImportFixture()
        try await unzipped.importFile(ImportFixture.loopFixture("csv-export"))
        let left = try await zipped.snapshot()
        let right = try await unzipped.snapshot()
        #expect(left.habits.map(\.name) == right.habits.map(\.name))
        #expect(left.checkIns.map(\.day) == right.checkIns.map(\.day))
        #expect(left.dayRecords.map(\.note) == right.dayRecords.map(\.note))
    }

    @Test func aZipWithOneTopFolderOrOneFileIsReadInside() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let nested = folder.file("nested.zip")
        try Self.zip(try Self.loopExportFiles().map { ("Loop export/\($0.0)", $0.1) }, to: nested)
        #expect(try await fixture.importer.read(nested, for: fixture.user).format == .loopCSV)

        let single = folder.file("habits.zip")
        try Self.zip([("streaks.csv", Data("habit,date\nRun,2026-03-01\n".utf8))], to: single, compressed: false)
        let result = try await fixture.importFile(single)
        #expect(result.summary.format == .genericCSV)
        #expect(result.summary.checkIns == 1)
    }

    @Test func anUploadedZipIsReadToo() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let archive = folder.file("export.zip")
        try Self.zip(try Self.loopExportFiles(), to: archive)
        let document = try await fixture.importer.read(
            data: try Data(contentsOf: archive), fileName: "my export.zip", for: fixture.user)
        #expect(document.format == .loopCSV)
        #expect(document.fileName == "my export.zip")
        #expect(document.habits.count == 2)
    }

    @Test(arguments: [
        ("../escape.csv", "leaves its folder"),
        ("/etc/escape.csv", "leaves its folder"),
        ("a/../../escape.csv", "leaves its folder"),
    ])
    func pathsThatLeaveTheFolderAreRefused(path: String, expected: String) async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let archive = folder.file("evil.zip")
        try Self.zip([(path, Data("habit,date\nRun,2026-03-01\n".utf8))], to: archive)
        let before = try await fixture.snapshot()
        await #expect {
            try await fixture.importFile(archive)
        } throws: { error in
            "\(error)".contains(expected) && "\(error)".contains("evil.zip")
        }
        #expect(try await fixture.snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: folder.url.deletingLastPathComponent().appendingPathComponent("escape.csv").path))
    }

    @Test func anEntryThatInflatesTooMuchIsRefused() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let archive = folder.file("bomb.zip")
        // 4 MiB of one byte deflates to a few KiB: more than 200 times.
        try Self.zip([("big.csv", Data(repeating: 0x41, count: 4 * 1_048_576))], to: archive)
        let before = try await fixture.snapshot()
        await #expect {
            try await fixture.importFile(archive)
        } throws: { error in
            "\(error)".contains("inflates more than 200 times")
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func theEntryCountAndTotalSizeAreLimited() throws {
        let folder = try TemporaryFolder()
        let archive = folder.file("many.zip")
        try Self.zip((1...5).map { ("f\($0).csv", Data(repeating: UInt8(0x30 + $0), count: 600)) }, to: archive, compressed: false)
        var few = ZipArchiveReader(url: archive, fileName: "many.zip")
        few.limits.entries = 4
        #expect {
            _ = try few.extract(into: try folder.folder("out1"))
        } throws: { "\($0)".contains("more than 4 entries") }
        var small = ZipArchiveReader(url: archive, fileName: "many.zip")
        small.limits.totalBytes = 2_000
        #expect {
            _ = try small.extract(into: try folder.folder("out2"))
        } throws: { "\($0)".contains("unpacks to more than") }
        let all = try ZipArchiveReader(url: archive, fileName: "many.zip").extract(into: try folder.folder("out3"))
        #expect(all.count == 5)
    }

    @Test func damagedEmptyAndNestedArchivesAreRefused() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let good = folder.file("good.zip")
        try Self.zip(try Self.loopExportFiles(), to: good)
        let bytes = try Data(contentsOf: good)
        let truncated = try folder.write(bytes.prefix(bytes.count / 2), to: "truncated.zip")
        let empty = try folder.write(Data([0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)), to: "empty.zip")
        let nested = folder.file("nested.zip")
        try Self.zip([("inner.zip", bytes)], to: nested)
        let before = try await fixture.snapshot()
        for (file, expected) in [(truncated, "truncated"), (empty, "holds no files"), (nested, "another zip")] {
            await #expect {
                try await fixture.importFile(file)
            } throws: { error in
                "\(error)".contains(expected)
            }
        }
        #expect(try await fixture.snapshot() == before)
    }

    /// An entry whose header claims more packed bytes than the archive holds is refused before
    /// anything is read (`ZipEntryData`), and so is one that claims to unpack past the total limit.
    @Test func sizesClaimedPastTheArchiveAreRefusedBeforeReading() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let good = folder.file("good.zip")
        try Self.zip(try Self.loopExportFiles(), to: good)
        let bytes = [UInt8](try Data(contentsOf: good))
        // The first central directory header (PK\1\2): compressed size at +20, uncompressed at +24.
        let central = try #require(
            bytes.indices.dropLast(4).first { bytes[$0...$0 + 3] == [0x50, 0x4B, 0x01, 0x02] })
        for (offset, expected) in [(20, "not a readable zip archive"), (24, "more than 256 MiB")] {
            var mutated = bytes
            mutated.replaceSubrange(central + offset..<central + offset + 4, with: [0xFE, 0xFF, 0xFF, 0x7F])
            let file = try folder.write(Data(mutated), to: "claims-\(offset).zip")
            try await fixture.expectRefusal(file, mentioning: expected, "claims-\(offset).zip")
        }
    }
}
