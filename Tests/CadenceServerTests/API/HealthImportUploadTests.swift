import CadenceCore
import CadenceStorage
import Foundation
import Testing
import ZIPFoundation

/// `POST /api/v1/import` with the phone's Apple Health `export.zip` and a Google Fit CSV
/// (docs/import-export.md "Apple Health", "Google Fit"): the upload path streams the same
/// importer as the command line; a dry run writes nothing; a second upload adds nothing.
@Suite struct HealthImportUploadTests {
    static let export = """
        <?xml version="1.0" encoding="UTF-8"?>
        <HealthData locale="en_US">
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" \
        startDate="2026-03-01 09:00:00 +0100" endDate="2026-03-01 10:00:00 +0100" value="7000"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Watch" unit="count" \
        startDate="2026-03-01 09:00:00 +0100" endDate="2026-03-01 10:00:00 +0100" value="7200"/>
         <Record type="HKQuantityTypeIdentifierDietaryWater" sourceName="Water" unit="mL" \
        startDate="2026-03-01 12:00:00 +0100" endDate="2026-03-01 12:00:00 +0100" value="500"/>
        </HealthData>

        """

    static func zip() throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-health-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: file) }
        let archive = try Archive(url: file, accessMode: .create)
        let data = Data(export.utf8)
        try archive.addEntry(
            with: "apple_health_export/export.xml", type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate,
            provider: { position, size in data.subdata(in: Int(position)..<Int(position) + size) })
        return try Data(contentsOf: file)
    }

    @Test func theAPIStreamsTheZipDryRunFirstAndTwiceAddsNothing() async throws {
        let zip = try Self.zip()
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let preview = try await alice.send(.post, "/api/v1/import?fileName=export.zip&dryRun=true", data: zip)
            #expect(preview.status == .ok)
            #expect(preview.json["format"]?.stringValue == "apple-health")
            #expect(preview.json["lifeRecords"]?["health"]?.numberValue == 2)
            #expect(try await alice.get("/api/v1/health?from=2026-02-01&to=2026-03-31").items.isEmpty, "a dry run writes nothing")

            let imported = try await alice.send(.post, "/api/v1/import?fileName=export.zip", data: zip)
            #expect(imported.status == .ok)
            let values = try await alice.get("/api/v1/health?from=2026-02-01&to=2026-03-31").items.compactMap { $0["value"]?.numberValue }
            #expect(values.sorted() == [500, 7_200], "the larger source's steps, never the sum")

            let again = try await alice.send(.post, "/api/v1/import?fileName=export.zip", data: zip)
            #expect(again.json["lifeRecordsAlreadyPresent"]?["health"]?.numberValue == 2)
            #expect(try await alice.get("/api/v1/health?from=2026-02-01&to=2026-03-31").items.count == 2)

            let bare = try await alice.send(.post, "/api/v1/import?fileName=export.xml", data: Data(Self.export.utf8))
            #expect(bare.json["format"]?.stringValue == "apple-health")
            #expect(bare.json["lifeRecordsAlreadyPresent"]?["health"]?.numberValue == 2)

            let fit = Data("Date,Step count,Average weight (kg)\n2026-03-02,9001,71.5\n".utf8)
            let google = try await alice.send(.post, "/api/v1/import?fileName=Daily%20activity%20metrics.csv", data: fit)
            #expect(google.json["format"]?.stringValue == "google-fit")
            #expect(google.json["lifeRecords"]?["health"]?.numberValue == 2)

            let truncated = try await alice.send(.post, "/api/v1/import?fileName=export.xml", data: Data(Self.export.prefix(200).utf8))
            #expect(truncated.status == .unprocessableContent)
            #expect(try await alice.get("/api/v1/health?from=2026-02-01&to=2026-03-31").items.count == 4)
        }
    }

    @Test func theWebPageImportsTheZipDryRunFirst() async throws {
        let zip = try Self.zip()
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let page = try await alice.get("/data")
            #expect(page.text.contains("value=\"apple-health\""))
            let preview = try await alice.postMultipart(
                "/data/import", [("format", "auto"), ("dryRun", "1")],
                files: [.init(name: "export.zip", contentType: "application/zip", data: zip)])
            #expect(preview.status == .ok)
            #expect(preview.text.contains("data-outcome=\"dry-run\""), "\(preview.text)")
            #expect(try await server.store.healthEntries(of: alice.user, type: nil, from: nil, through: nil).isEmpty)
            let answer = try await alice.postMultipart(
                "/data/import", [("format", "apple-health")],
                files: [.init(name: "export.zip", contentType: "application/zip", data: zip)])
            #expect(answer.text.contains("data-outcome=\"imported\""))
            let entries = try await server.store.healthEntries(of: alice.user, type: nil, from: nil, through: nil)
            #expect(entries.map(\.value).sorted() == [500, 7_200])
        }
    }
}
