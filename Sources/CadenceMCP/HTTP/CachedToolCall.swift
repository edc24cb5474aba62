import CadenceHTTP
import Foundation
import NIOCore

/// A `tools/call` over `/mcp` whose answer the server may keep (docs/api.md "Tools for
/// assistants", "Caching of derived answers"): a read-only tool without arguments whose result
/// is a function of the user's stored facts and day alone — `today`, `overview`, `progress`,
/// the same answers the REST API caches. The result is kept in the server's cache of derived
/// answers (`DerivedResponseCache`) under the user's data revision and day, so that a repeated
/// call is answered without building an MCP server, deriving or encoding anything; any change
/// of the user's data or a new day makes the next call go through the SDK again.
///
/// Only a message this route can write back exactly is taken: exactly the members `jsonrpc`
/// ("2.0"), `id` (an integer, or a string of letters, digits and `-_.:`), `method`
/// (`tools/call`) and `params` holding only `name` (and `arguments` as `{}`). The answer is the
/// SDK's own, as it writes it (`{"id":…,"jsonrpc":"2.0","result":…}`, keys sorted): the
/// result is taken from a reply the SDK made and kept only when the reply has exactly that form.
struct CachedToolCall: Sendable {
    /// The tools whose answer without arguments is a function of the stored facts and day.
    static let tools: Set<String> = ["today", "overview", "progress"]

    /// The tool's name.
    let tool: String
    /// The request's `id` exactly as it was written (written back as is).
    let idToken: String

    /// The cache's route for this call.
    var route: String { "mcp tools/call \(tool)" }

    /// The call in `body`, when it is one this route can answer from the cache.
    init?(_ body: Data) {
        guard let document = try? JSONParser.parseDocument(body), case .object(let members) = document.value,
            Set(members.keys) == ["jsonrpc", "id", "method", "params"], members["jsonrpc"] == .string("2.0"),
            members["method"] == .string("tools/call"), case .object(let params)? = members["params"],
            case .string(let name)? = params["name"], Self.tools.contains(name),
            Set(params.keys).isSubset(of: ["name", "arguments"]), params["arguments"].map({ $0 == .object([:]) }) ?? true,
            let id = document.topLevelTokens["id"], Self.isPlainID(id)
        else { return nil }
        tool = name
        idToken = id
    }

    /// An integer of at most 15 digits, or a quoted string of letters, digits and `-_.:` (both
    /// written back byte for byte as the SDK writes them).
    static func isPlainID(_ token: String) -> Bool {
        let bytes = Array(token.utf8)
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "\"") {
            guard bytes.count >= 2, bytes.last == UInt8(ascii: "\"") else { return false }
            return bytes.dropFirst().dropLast().allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || [UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":")].contains(byte)
            }
        }
        let digits = first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
        return (1...15).contains(digits.count) && digits.allSatisfy { (0x30...0x39).contains($0) }
            && !(digits.count > 1 && digits.first == 0x30)
    }

    /// What precedes the result in the SDK's answer to this call.
    private var prefix: String { "{\"id\":\(idToken),\"jsonrpc\":\"2.0\",\"result\":" }

    /// The result in `reply`, the SDK's answer to this call, when it has exactly the form above and
    /// the tool succeeded.
    func result(in reply: Data) -> ByteBuffer? {
        let prefix = Array(prefix.utf8)
        guard reply.count > prefix.count + 1, reply.starts(with: prefix), reply.last == UInt8(ascii: "}") else { return nil }
        let result = reply.dropFirst(prefix.count).dropLast()
        // A tool's failure (`isError`) is never kept: only a successful result is a derived answer.
        guard case .object(let members)? = try? JSONParser.parse(Data(result)), members["isError"] == .bool(false) else { return nil }
        return ByteBuffer(bytes: result)
    }

    /// The answer to this call with a kept `result`.
    func answer(result: ByteBuffer) -> ByteBuffer {
        var body = ByteBuffer()
        body.reserveCapacity(result.readableBytes + 64)
        body.writeString(prefix)
        body.writeImmutableBuffer(result)
        body.writeString("}")
        return body
    }
}
