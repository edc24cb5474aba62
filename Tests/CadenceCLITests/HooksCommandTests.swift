import Foundation
import Testing

/// `cadence hooks` (docs/domain-rules.md "§21 Outgoing events (webhooks)") through the
/// built binary: add (the secret once), list without it, unknown events and private URLs refused
/// (exit 1, nothing added), a check-in queued for the endpoint, a test sent to a closed loopback
/// port with the operator's opt-in (pending, retried), delete.
@Suite struct HooksCommandTests {
    static func json(_ store: TemporaryStore, _ arguments: [String], _ environment: [String: String]) throws -> CLIResult {
        let result = try store.run(["--json"] + arguments, environment: environment)
        #expect(result.status == 0, "cadence \(arguments.joined(separator: " ")) failed: \(result.stderr)")
        return result
    }

    @Test func addListTestLogDelete() throws {
        let store = try TemporaryStore()
        let optIn = ["CADENCE_NOTIFY_PRIVATE_NETWORKS": "1"]
        let added = try Self.json(store, ["hooks", "add", "http://127.0.0.1:9/in", "--events", "checkin.created,day.perfect"], optIn).object()
        #expect(added.string("secret")?.hasPrefix("whsec_") == true)
        #expect((added["events"] as? [String]) == ["checkin.created", "day.perfect"])
        let id = try #require(added.int("id"))
        let listed = try store.runJSON(["hooks", "list"]).array()
        #expect(listed.count == 1 && listed.first?["secret"] == nil && listed.first?["enabled"] as? Bool == true)

        let unknown = try store.run(["--json", "hooks", "add", "http://127.0.0.1:9/in", "--events", "checkin.made"], environment: optIn)
        #expect(try unknown.status == 1 && unknown.errorCode() == "webhookEventUnknown", "\(unknown.stderr)")
        let loopback = try store.run(["--json", "hooks", "add", "http://127.0.0.1:9/in", "--events", "day.perfect"])
        #expect(try loopback.status == 1 && loopback.errorCode() == "webhookUrlInvalid", "no opt-in: \(loopback.stderr)")
        #expect(try store.runJSON(["hooks", "list"]).array().count == 1, "refusals add nothing")

        try store.runJSON(["habit", "add", "Read"])
        try store.runJSON(["done", "Read"])
        let log = try store.runJSON(["hooks", "log", "\(id)"]).array()
        #expect(Set(log.compactMap { $0.string("type") }) == ["checkin.created", "day.perfect"], "\(log)")
        #expect(log.allSatisfy { $0.string("status") == "pending" && ($0.string("id") ?? "").hasPrefix("msg_") })

        let test = try Self.json(store, ["hooks", "test", "\(id)"], optIn).object()
        #expect(test.string("type") == "webhook.test" && test.string("status") == "pending", "nothing listens on port 9: \(test)")
        #expect(test.string("lastError") == "could not connect" && test.int("attempts") == 1)

        #expect(try store.run(["hooks", "delete", "\(id + 1)"]).status == 1)
        try store.runJSON(["hooks", "delete", "\(id)"])
        #expect(try store.runJSON(["hooks", "list"]).array().isEmpty)
    }
}
