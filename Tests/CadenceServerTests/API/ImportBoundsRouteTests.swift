import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// docs/domain-rules.md §7 ("messages quote excerpts"): uploads with a huge name — through the
/// API and the web page — are refused with small answers, and the import log they leave
/// (`GET /api/v1/imports`, the data page) stays small.
@Suite struct ImportBoundsRouteTests {
    @Test func aHugeNameInAnUploadGivesSmallAnswersAndASmallLog() async throws {
        try await TestServer().run { client in
            let alice = try await PageVisitor.signUp("alice", on: client.client)
            let name = String(repeating: "n", count: 2 << 20)
            let body = #"[{"id": "1", "name": "\#(name)", "goal": "1 time everyday", "schedule": "Everyday"}]"#
            for _ in 1...2 {
                let refused = try await alice.api.send(
                    .post, "/api/v1/import?fileName=legacy.json&format=habitto-legacy", json: body)
                #expect(refused.status == .unprocessableContent)
                #expect(refused.code == "importRefused")
                #expect(refused.body.count < 8_192, "the refusal is \(refused.body.count) bytes")
                #expect(refused.text.contains("nnnn…"))
            }
            let upload = PageVisitor.File(name: "legacy.json", data: Data(body.utf8))
            let page = try await alice.postMultipart("/data/import", [("format", "habitto-legacy")], files: [upload])
            #expect(page.status == .unprocessableContent)
            #expect(page.text.contains("nnnn…"))
            #expect(page.body.count < 100_000, "the refusal page is \(page.body.count) bytes")
            let log = try await alice.api.get("/api/v1/imports")
            #expect(log.items.count == 3)
            #expect(log.body.count < 16_384, "the import log is \(log.body.count) bytes")
            let data = try await alice.get("/data")
            #expect(data.status == .ok)
            #expect(data.body.count < 100_000, "the data page is \(data.body.count) bytes")
        }
    }
}
