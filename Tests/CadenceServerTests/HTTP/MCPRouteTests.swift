import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `/mcp` in the server (docs/api.md "Tools for assistants"): MCP over Streamable HTTP,
/// opened only by a personal API token, each token reaching its own user's data only. These
/// requests bypass `APIClient`'s OpenAPI check: `/mcp` speaks JSON-RPC, not the REST contract.
@Suite struct MCPRouteTests {
    static let initialize = #"""
        {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"tests",\#
        "version":"1"}}}
        """#

    /// Sends one JSON-RPC message to `/mcp` as an MCP client does.
    func post(
        _ client: APIClient, _ body: String, accept: String = "application/json, text/event-stream",
        contentType: String = "application/json"
    ) async throws -> APIResponse {
        var fields = HTTPFields()
        switch client.credential {
        case .bearer(let token): fields[.authorization] = "Bearer \(token)"
        case .session(let token): fields[.cookie] = "cadence_session=\(token)"
        case .none: break
        }
        fields[.accept] = accept
        fields[.contentType] = contentType
        let response = try await client.client.execute(
            uri: "/mcp", method: .post, headers: fields, body: ByteBuffer(string: body))
        return APIResponse(status: response.status, headers: response.headers, body: Data(response.body.readableBytesView))
    }

    func call(_ tool: String, _ arguments: String, id: Int = 2) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#
    }

    @Test func aTokenOpensItAndTheToolsWorkOnItsUser() async throws {
        try await TestServer().run { client in
            let (alice, bob) = try await client.twoUsers()
            let hello = try await post(alice, Self.initialize)
            #expect(hello.status == .ok)
            #expect(hello.json["result"]?["serverInfo"]?["name"]?.stringValue == "cadence")
            #expect(try await post(alice, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#).status == .accepted)

            let created = try await post(alice, call("create_habit", #"{"name": "Run", "unit": "km", "target": 5}"#))
            #expect(created.json["result"]?["isError"]?.boolValue == false, "\(created.text)")
            let checked = try await post(alice, call("check_in", #"{"habit": "run", "amount": 2}"#))
            #expect(checked.json["result"]?["structuredContent"]?["entries"]?.arrayValue?.first?["amount"]?.numberValue == 2)

            let habits = try await alice.get("/api/v1/habits")
            let id = try #require(habits.items.first?["id"]?.numberValue)
            let days = try await alice.get("/api/v1/habits/\(Int64(id))/checkins")
            #expect(days.items.count == 1, "the check-in is Alice's, through the REST API too")

            let bobsList = try await post(bob, call("list_habits", "{}"))
            #expect(bobsList.json["result"]?["structuredContent"]?["habits"]?.arrayValue?.isEmpty == true)
            let bobsTry = try await post(bob, call("check_in", #"{"habit": "\#(Int64(id))"}"#))
            #expect(bobsTry.json["result"]?["isError"]?.boolValue == true)
            #expect(bobsTry.json["result"]?["structuredContent"]?["error"]?["code"]?.stringValue == "notFound")
            #expect(try await alice.get("/api/v1/habits/\(Int64(id))/checkins").items.count == 1)
        }
    }

    @Test func withoutATokenItIsClosed() async throws {
        try await TestServer().run { client in
            let session = try await client.signUp("alice")
            let anonymous = try await post(client.with(.none), Self.initialize)
            #expect(anonymous.status == .unauthorized)
            #expect(anonymous.header("www-authenticate") != nil)
            let byCookie = try await post(session, Self.initialize)
            #expect(byCookie.status == .unauthorized, "a browser session cannot call tools")
            let forged = try await post(client.with(.bearer("cadence_not_a_token")), Self.initialize)
            #expect(forged.status == .unauthorized)
        }
    }

    @Test func hostileRequestsAreRefusedCleanly() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice").withNewToken()
            guard case .bearer(let token) = alice.credential else { throw CancellationError() }
            for method in [HTTPRequest.Method.get, .delete] {
                let refused = try await alice.client.execute(
                    uri: "/mcp", method: method, headers: [.authorization: "Bearer \(token)"], body: nil)
                #expect(refused.status == .methodNotAllowed, "\(method)")
                #expect(refused.headers[.allow] == "POST")
            }
            #expect(try await post(alice, Self.initialize, accept: "text/html").status == .notAcceptable)
            #expect(try await post(alice, Self.initialize, contentType: "text/plain").status.code == 415)
            for body in ["", "{", "[]", "null", "42", #"{"jsonrpc":"2.0"}"#, String(repeating: "[", count: 100_000)] {
                let response = try await post(alice, body)
                #expect(response.status == .badRequest, "\(body.prefix(20)): \(response.status)")
            }
            let huge = call("check_in", #"{"habit": "Run", "note": "\#(String(repeating: "x", count: 1_100_000))"}"#)
            #expect(try await post(alice, huge).status == .contentTooLarge)
            let badNumber = try await post(alice, call("create_habit", #"{"name": "Gym", "weekly": 1e400}"#))
            #expect(badNumber.status == .badRequest, "a number JSON cannot hold is a parse error: \(badNumber.text)")
            #expect(badNumber.json["error"]?["code"]?.numberValue == -32700)
            let stillAlive = try await post(alice, call("list_habits", "{}"))
            #expect(stillAlive.json["result"]?["structuredContent"]?["habits"]?.arrayValue?.isEmpty == true)
        }
    }

    @Test func aMemberNamedTwiceIsRefusedAtOnce() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice").withNewToken()
            let bodies = [
                #"{"jsonrpc":"2.0","id":1,"id":2,"method":"tools/list"}"#,
                #"{"jsonrpc":"2.0","id":"a","id":"b","method":"ping"}"#,
                #"{"jsonrpc":"2.0","\u0069d":1,"id":2,"method":"tools/list"}"#,
                #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_habits","name":"x","arguments":{}}}"#,
                #"{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}"#,
                #"{"jsonrpc":"2.0","id":null,"method":"tools/list"}"#,
                #"{"jsonrpc":"2.0","id":12345678901234567890,"method":"tools/list"}"#,
            ]
            for body in bodies {
                let answer = try await withinDeadline(.seconds(5)) { try await post(alice, body) }
                let response = try #require(answer, "answered within 5 s: \(body)")
                #expect(response.status == .badRequest, "\(body): \(response.status)")
                #expect(response.json["error"]?["code"]?.numberValue == -32600, "\(body): \(response.text)")
                #expect(response.json["jsonrpc"]?.stringValue == "2.0")
            }
            let stillAlive = try await post(alice, call("list_habits", "{}"))
            #expect(stillAlive.json["result"]?["structuredContent"]?["habits"]?.arrayValue?.isEmpty == true)
        }
    }
}
