import Foundation
import Testing

@testable import CadenceMCP

/// Which `/mcp` messages may be answered from the kept results (`CachedToolCall`): only those
/// whose answer can be written back exactly as the SDK writes it.
@Suite struct CachedToolCallTests {
    func today(id: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"today","arguments":{}}}"#
    }

    func takes(_ body: String) -> Bool {
        CachedToolCall(Data(body.utf8)) != nil
    }

    @Test func callsItCannotWriteBackExactlyGoThroughTheServer() {
        #expect(takes(today(id: "1")))
        #expect(takes(#"{"jsonrpc":"2.0","id":"a.b:c-d_e","method":"tools/call","params":{"name":"overview"}}"#))
        // Arguments, other tools, odd ids, extra members, a member twice: the SDK answers them.
        #expect(!takes(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"today","arguments":{"x":1}}}"#))
        #expect(!takes(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_reminders"}}"#))
        #expect(!takes(today(id: "1.0")))
        #expect(!takes(today(id: "007")))
        #expect(!takes(today(id: #""a/b""#)))
        #expect(!takes(today(id: #""\u0041""#)))
        #expect(!takes(#"{"jsonrpc":"2.0","id":1,"id":2,"method":"tools/call","params":{"name":"today"}}"#))
        #expect(!takes(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"today","_meta":{}}}"#))
        #expect(!takes(#"{"jsonrpc":"2.0","method":"tools/call","params":{"name":"today"}}"#))
    }

    @Test func theResultIsTakenOnlyFromASuccessfulAnswerOfItsOwnForm() throws {
        let call = try #require(CachedToolCall(Data(today(id: "5").utf8)))
        let result = #"{"content":[],"isError":false,"structuredContent":{"done":0}}"#
        let kept = try #require(call.result(in: Data(#"{"id":5,"jsonrpc":"2.0","result":\#(result)}"#.utf8)))
        #expect(String(decoding: call.answer(result: kept).readableBytesView, as: UTF8.self) == #"{"id":5,"jsonrpc":"2.0","result":\#(result)}"#)
        #expect(call.result(in: Data(#"{"id":6,"jsonrpc":"2.0","result":\#(result)}"#.utf8)) == nil, "another id")
        let failed = #"{"content":[],"isError":true}"#
        #expect(call.result(in: Data(#"{"id":5,"jsonrpc":"2.0","result":\#(failed)}"#.utf8)) == nil, "a tool's failure")
        #expect(call.result(in: Data(#"{"error":{"code":-32603},"id":5,"jsonrpc":"2.0"}"#.utf8)) == nil)
    }
}
