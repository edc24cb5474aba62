import Foundation
import Testing

/// `cadence push key` and `cadence push rotate-keys` through the built binary (docs/domain-rules.md
/// "§15 Web Push"): the key is made once and kept; rotating makes a new one; a contact
/// that is not a mailto: or https: URI stops `remind run`.
@Suite struct PushCommandTests {
    @Test func theKeyIsMadeOnceAndRotated() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-01"])
        let first = try #require(try store.runJSON(["push", "key"]).object().string("publicKey"))
        #expect(Data(base64Encoded: first.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/") + "=")?.count == 65)
        #expect(try store.runJSON(["push", "key"]).object().string("publicKey") == first, "made once, kept in the store")
        let rotated = try store.runJSON(["push", "rotate-keys"]).object()
        #expect(rotated.keySet == ["publicKey", "removedSubscriptions"] && rotated.int("removedSubscriptions") == 0)
        let second = try #require(rotated.string("publicKey"))
        #expect(second != first)
        #expect(try store.runJSON(["push", "key"]).object().string("publicKey") == second)
        let human = try store.run(["push", "rotate-keys"])
        #expect(human.status == 0 && human.stdout.contains("subscribes again"))
    }

    @Test func aContactThatIsNoURIStopsTheLoop() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-01"])
        let refused = try store.run(["remind", "run", "--once"], environment: ["CADENCE_PUSH_CONTACT": "ops@example.org"])
        #expect(refused.status != 0)
        let fine = try store.run(["remind", "run", "--once"], environment: ["CADENCE_PUSH_CONTACT": "mailto:ops@example.org"])
        #expect(fine.status == 0)
    }
}
