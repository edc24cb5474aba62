import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `GET /api/v1/export`, `POST /api/v1/import`, `GET /api/v1/imports` (docs/import-export.md).
@Suite struct ImportExportRouteTests {
    @Test func anExportImportsIntoAnotherAccountAndARefusedFileChangesNothing() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            try await alice.send(.post, "/api/v1/habits", json: #"{"name": "Read", "startDate": "2026-06-01"}"#)
            let exported = try await alice.send(.get, "/api/v1/export")
            #expect(exported.status == .ok)
            #expect(exported.json["format"]?.stringValue != nil)

            try await alice.send(.patch, "/api/v1/server/settings", json: #"{"signUpsOpen": true}"#)
            let bob = try await client.signUp("bob")
            let preview = try await bob.send(.post, "/api/v1/import?fileName=export.json&dryRun=true", json: exported.text)
            #expect(preview.status == .ok)
            #expect(preview.json["habitsCreated"]?.numberValue == 1)
            #expect(try await bob.send(.get, "/api/v1/habits").items.isEmpty)

            let imported = try await bob.send(.post, "/api/v1/import?fileName=export.json", json: exported.text)
            #expect(imported.status == .ok)
            #expect(try await bob.send(.get, "/api/v1/habits").items.map { $0["name"]?.stringValue } == ["Read"])

            let before = try await bob.send(.get, "/api/v1/habits").text
            let refused = try await bob.send(
                .post, "/api/v1/import?fileName=broken.json", json: #"{"format": "cadence", "version": 1, "habits": [{"name": ""#)
            #expect(refused.status == .unprocessableContent)
            #expect(try await bob.send(.get, "/api/v1/habits").text == before)
            let log = try await bob.send(.get, "/api/v1/imports").items
            #expect(log.count == 2)
            #expect(log.first?["succeeded"]?.boolValue == false)
            #expect(log.last?["succeeded"]?.boolValue == true)

            let unknown = try await bob.send(.post, "/api/v1/import?format=nope", json: exported.text)
            #expect(unknown.status == .badRequest)
        }
    }
}
