import CadenceCore
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceImport

/// The zip container under seeded mutations (docs/robustness.md, docs/import-export.md "Zip
/// archives"): `cadence-fuzz` mutates each format's own files; here the archive around Loop's
/// CSV export is damaged — bytes flipped in its headers and data, sizes and counts overwritten
/// with huge values, cut short — and every case must end in an import or a refusal that leaves
/// the store as it was, never a crash, a hang or a file written outside the unpack folder.
/// The archive's bytes are fixed (`ZipImportTests.zip` dates its entries), so every run tries
/// the same cases; an entry size mutated to 2^63 once made ZIPFoundation read for ever.
@Suite struct ZipMutationTests {
    static let cases = 400

    @Test func mutatedArchivesImportOrAreRefusedWithoutAChange() async throws {
        // One seed after another: the check that no unpack folder is left needs no other import running.
        for seed: UInt64 in [18, 19, 20] { try await run(seed: seed) }
    }

    private func run(seed: UInt64) async throws {
        let folder = try TemporaryFolder()
        let good = folder.file("good.zip")
        try ZipImportTests.zip(try ZipImportTests.loopExportFiles(), to: good)
        let original = [UInt8](try Data(contentsOf: good))
        let fixture = try await ImportFixture()
        var random = SplitMix64(seed: seed)
        var imported = 0
        var refused = 0
        let temporary = FileManager.default.temporaryDirectory
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: temporary.path))
        for index in 0..<Self.cases {
            let bytes = Self.mutate(original, &random)
            let file = try folder.write(Data(bytes), to: "case-\(index).zip")
            let snapshot = try await fixture.snapshot()
            do {
                try await fixture.importFile(file)
                imported += 1
            } catch {
                refused += 1
                #expect(try await fixture.snapshot() == snapshot, "seed \(seed) case \(index) was refused but changed the store")
            }
        }
        #expect(imported + refused == Self.cases)
        #expect(refused > 0, "the mutations damage most archives")
        // Other suites unpack archives at the same time; this one's are named `case-N`.
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: temporary.path)).subtracting(before)
            .filter { $0.hasPrefix("cadence-zip-") }
            .filter { folder in
                let inside = (try? FileManager.default.contentsOfDirectory(atPath: temporary.appendingPathComponent(folder).path)) ?? []
                return inside.contains { $0.hasPrefix("case-") }
            }
        #expect(left.isEmpty, "unpack folders are removed")
    }

    /// One to three mutations: a byte flipped, a 16- or 32-bit field set to a huge value (entry
    /// sizes, counts and offsets live in such fields), a cut, or a block repeated.
    static func mutate(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                bytes[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
            case 1:
                let value: [UInt8] = [0xFF, 0xFF, 0xFF, 0x7F].prefix(Bool.random(using: &random) ? 2 : 4).map { $0 }
                for (offset, byte) in value.enumerated() where at + offset < bytes.count { bytes[at + offset] = byte }
            case 2:
                bytes = Array(bytes.prefix(at))
            default:
                let length = min(Int.random(in: 1...64, using: &random), bytes.count - at)
                bytes.insert(contentsOf: bytes[at..<at + length], at: at)
            }
        }
        return bytes
    }
}
