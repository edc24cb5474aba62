import Foundation
import GRDB
import Testing

/// `cadence serve`'s operations surface through the built binary (docs/operations.md "Health
/// and readiness", "Logs"): `/readyz`, `--log-format json`, the start line without secrets.
@Suite(.serialized) struct ServeOperationsTests {
    @Test func readyzIsReadyOnAMigratedStoreAndRefusesASchemaNewerThanTheBinary() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        let server = try ServerProcess(store)
        defer { server.stop() }
        #expect(try server.get("/healthz").body == #"{"status":"ok"}"#)
        let ready = try server.get("/readyz")
        #expect(ready.status == 200, "\(ready.body)")
        #expect(ready.body == #"{"status":"ready"}"#)

        let queue = try DatabaseQueue(path: store.database.path)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')") }
        try queue.close()
        let refused = try server.get("/readyz")
        #expect(refused.status == 503)
        #expect(refused.body.contains(#""status":"unavailable""#) && refused.body.contains("newer than this Cadence"))
        #expect(try server.get("/healthz").status == 200, "liveness does not read the store")
    }

    @Test func readyzWithoutRemindersAsksOnlyTheStore() throws {
        let store = try TemporaryStore()
        let server = try ServerProcess(store, arguments: ["--no-reminders"])
        defer { server.stop() }
        #expect(try server.get("/readyz").status == 200)
    }

    @Test func jsonLogsAreOneObjectPerLineAndTheStartLineHoldsNoSecret() throws {
        let store = try TemporaryStore()
        let secret = "device-secret-\(UUID().uuidString)"
        let server = try ServerProcess(
            store, arguments: ["--log-format", "json"],
            environment: ["CADENCE_DEVICE_KEY": secret, "CADENCE_PUSH_CONTACT": "mailto:ops@example.org"])
        #expect(try server.get("/healthz").status == 200)
        #expect(try server.get("/no/such/page").status == 404)
        #expect(server.stop() == 0)
        let lines = server.stderr.split(separator: "\n").map(String.init)
        let objects = try lines.map { line in
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(value as? [String: Any], "not an object: \(line)")
        }
        #expect(objects.count >= 3)
        for object in objects {
            #expect(object["time"] is String && object["level"] is String && object["message"] is String && object["label"] is String)
        }
        let start = try #require(objects.first { ($0["message"] as? String)?.contains("starting") == true })
        #expect(start["version"] as? String == "0.1.0")
        #expect(start["commit"] is String)
        #expect(start["store"] as? String == store.database.path)
        #expect(start["device_key"] as? String == "CADENCE_DEVICE_KEY")
        #expect(start["push_contact"] as? String == "set")
        #expect(objects.contains { $0["message"] as? String == "GET /healthz 200" && $0["http.status"] as? String == "200" })
        #expect(!server.stderr.contains(secret))
        #expect(!server.stderr.contains("ops@example.org"))
    }

    @Test func textLogsStayTheDefault() throws {
        let store = try TemporaryStore()
        let server = try ServerProcess(store)
        #expect(try server.get("/healthz").status == 200)
        server.stop()
        #expect(server.stderr.contains("GET /healthz 200"))
        #expect(!server.stderr.hasPrefix("{"))
    }
}

/// docs/deploy.md "Upgrading": every command refuses a store written by a newer Cadence.
@Suite struct NewerStoreTests {
    @Test func everyCommandRefusesAStoreOfANewerCadence() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        let queue = try DatabaseQueue(path: store.database.path)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')") }
        try queue.close()
        for arguments in [["today"], ["export", "--format", "json"], ["serve", "--port", "0"], ["backup", "b.sqlite"]] {
            let result = try store.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.contains("newer than this Cadence knows (migration 'v99-from-the-future'); upgrade Cadence"), "\(result.stderr)")
        }
    }
}
