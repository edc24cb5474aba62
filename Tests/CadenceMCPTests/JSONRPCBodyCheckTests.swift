import Foundation
import Testing

@testable import CadenceMCP

/// `/mcp` bodies are read by the REST API's parser (`CadenceHTTP`'s `JSONParser`), keeping the
/// two checks of its own reader: the raw `id` token (`1` is an id, `1.0` is not, though they are
/// one number) and members named twice (docs/domain-rules.md §11).
@Suite struct JSONRPCBodyCheckTests {
    static func refusal(_ text: String) -> JSONRPCBodyCheck.Refusal? {
        JSONRPCBodyCheck.refusal(of: Data(text.utf8))
    }

    @Test(arguments: [
        #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":-123456789012345,"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":"a","method":"ping"}"#,
        #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        #" { "jsonrpc" : "2.0" , "id" : 7 , "params" : {"id": 1.5} } "#,
    ])
    func acceptsOneRequest(_ text: String) {
        #expect(Self.refusal(text) == nil)
    }

    @Test(arguments: [
        #"{"jsonrpc":"2.0","id":1.0,"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":1e0,"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":1234567890123456,"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":null,"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":true,"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":[1],"method":"ping"}"#,
    ])
    func refusesAnIdThatIsNotAStringOrAnExactInteger(_ text: String) {
        #expect(Self.refusal(text) == JSONRPCBodyCheck.Refusal(code: -32600, message: "id must be a string or an integer"))
    }

    @Test func refusesAMemberNamedTwiceAtAnyDepth() {
        let top = Self.refusal(#"{"jsonrpc":"2.0","\u0069d":1,"id":2,"method":"ping"}"#)
        #expect(top == JSONRPCBodyCheck.Refusal(code: -32600, message: #"the member "id" appears twice"#))
        let nested = Self.refusal(#"{"jsonrpc":"2.0","id":3,"params":{"name":"a","name":"b"}}"#)
        #expect(nested?.code == -32600)
    }

    @Test(arguments: ["", "{", "[1,]", #"{"a":1,}"#, "{\"a\":1e400}", #"{"a":"\ud800"}"#, "{} {}", String(repeating: "[", count: 65)])
    func refusesWhatIsNotJSON(_ text: String) {
        #expect(Self.refusal(text)?.code == -32700, "\(text.prefix(20))")
    }

    @Test(arguments: ["[]", "null", "42", #""text""#])
    func refusesAnythingButOneObject(_ text: String) {
        #expect(Self.refusal(text) == JSONRPCBodyCheck.Refusal(code: -32600, message: "the message must be one JSON object"))
    }
}
