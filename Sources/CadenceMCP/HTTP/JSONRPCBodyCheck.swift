import CadenceHTTP
import Foundation

/// The checks a `/mcp` body passes before the MCP SDK reads it (docs/domain-rules.md §11): JSON
/// by RFC 8259, at most 64 levels deep, no member named twice in any object (as the REST API
/// refuses them, docs/domain-rules.md §7), and one JSON-RPC message — an object whose `id`, when
/// present, is a string or an integer of at most 15 digits. Two readers of one message must
/// never disagree about it: the SDK's transport and its server read `id` separately, and a body
/// they read differently was never answered. The JSON is read by the REST API's parser
/// (`CadenceHTTP`'s `JSONParser`), which keeps the raw text of `id`: `1` and `1.0` are one
/// number but different JSON-RPC ids, and only the first is taken.
enum JSONRPCBodyCheck {
    /// Why a body is refused: the JSON-RPC error code and a short message.
    struct Refusal: Error, Equatable {
        /// -32700 (not JSON) or -32600 (not a request Cadence takes).
        let code: Int
        let message: String
    }

    /// `nil` when `data` passes, otherwise why not.
    static func refusal(of data: Data) -> Refusal? {
        let document: JSONParser.Document
        do {
            document = try JSONParser.parseDocument(data)
        } catch {
            if let name = error.duplicateMember {
                return Refusal(code: -32600, message: "the member \(name.prefix(40).debugDescription) appears twice")
            }
            return Refusal(code: -32700, message: error.description)
        }
        guard case .object = document.value else { return Refusal(code: -32600, message: "the message must be one JSON object") }
        if let id = document.topLevelTokens["id"], !isAcceptableID(Array(id.utf8)) {
            return Refusal(code: -32600, message: "id must be a string or an integer")
        }
        return nil
    }

    /// A string or an integer of at most 15 digits (exact in every reader).
    private static func isAcceptableID(_ token: [UInt8]) -> Bool {
        guard let first = token.first else { return false }
        if first == UInt8(ascii: "\"") { return true }
        let digits = first == UInt8(ascii: "-") ? token.dropFirst() : token[...]
        return (1...15).contains(digits.count) && digits.allSatisfy { (0x30...0x39).contains($0) }
    }
}
