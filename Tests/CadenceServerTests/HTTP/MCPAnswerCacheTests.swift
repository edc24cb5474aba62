import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `/mcp` keeps the answers of `today`, `overview` and `progress` called without arguments
/// (`CachedToolCall`, docs/api.md "Tools for assistants"): a repeated call answers exactly what
/// the SDK answered — the same bytes, its own `id` written back — and any change of the user's
/// data is in the next answer.
@Suite struct MCPAnswerCacheTests {
    let route = MCPRouteTests()

    func today(id: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"today","arguments":{}}}"#
    }

    @Test func aRepeatedCallIsTheSameAnswerUntilTheDataChanges() async throws {
        try await TestServer().run { client in
            let (alice, bob) = try await client.twoUsers()
            _ = try await route.post(alice, route.call("create_habit", #"{"name": "Run", "unit": "km", "target": 5}"#))
            let first = try await route.post(alice, today(id: "7"))
            #expect(first.status == .ok)
            #expect(first.header("content-type") == "application/json")
            #expect(first.json["id"]?.numberValue == 7)
            #expect(first.json["result"]?["structuredContent"]?["total"]?.numberValue == 1, "\(first.text)")
            // Again, with other ids: the kept result with each request's own id, byte for byte.
            let again = try await route.post(alice, today(id: "8"))
            #expect(again.text == first.text.replacingOccurrences(of: #"{"id":7,"#, with: #"{"id":8,"#))
            let named = try await route.post(alice, today(id: #""call-9""#))
            #expect(named.text == first.text.replacingOccurrences(of: #"{"id":7,"#, with: #"{"id":"call-9","#))
            // A check-in, through the REST API or a tool, is in the next answer.
            _ = try await route.post(alice, route.call("check_in", #"{"habit": "run", "amount": 5}"#))
            let after = try await route.post(alice, today(id: "10"))
            #expect(after.json["result"]?["structuredContent"]?["done"]?.numberValue == 1, "\(after.text)")
            #expect(after.text != again.text.replacingOccurrences(of: #"{"id":8,"#, with: #"{"id":10,"#))
            // Another user's call never gets Alice's answer.
            let bobs = try await route.post(bob, today(id: "7"))
            #expect(bobs.json["result"]?["structuredContent"]?["total"]?.numberValue == 0, "\(bobs.text)")
        }
    }
}
