import Foundation

/// The checks a `/mcp` body passes before the MCP SDK reads it (docs/domain-rules.md §11): JSON
/// by RFC 8259, at most 64 levels deep, no member named twice in any object (as the REST API
/// refuses them, docs/domain-rules.md §7), and one JSON-RPC message — an object whose `id`, when
/// present, is a string or an integer of at most 15 digits. Two readers of one message must
/// never disagree about it: the SDK's transport and its server read `id` separately, and a body
/// they read differently was never answered.
enum JSONRPCBodyCheck {
    /// Why a body is refused: the JSON-RPC error code and a short message.
    struct Refusal: Error, Equatable {
        /// -32700 (not JSON) or -32600 (not a request Cadence takes).
        let code: Int
        let message: String
    }

    static let maximumDepth = 64

    /// `nil` when `data` passes, otherwise why not.
    static func refusal(of data: Data) -> Refusal? {
        var reader = Reader(bytes: [UInt8](data))
        do {
            let top = try reader.value(depth: 0)
            reader.skipWhitespace()
            guard reader.index == reader.bytes.count else { throw Refusal(code: -32700, message: "unexpected text after the message") }
            guard case .object(let id) = top else { return Refusal(code: -32600, message: "the message must be one JSON object") }
            if let id, !id { return Refusal(code: -32600, message: "id must be a string or an integer") }
            return nil
        } catch let refusal as Refusal {
            return refusal
        } catch {
            return Refusal(code: -32700, message: "the body is not JSON")
        }
    }

    /// What a value was: an object (with whether its `id` is acceptable, `nil` without one) or
    /// anything else.
    private enum Shape {
        case object(id: Bool?)
        case other
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0a, 0x0d].contains(bytes[index]) { index += 1 }
        }

        private func fail(_ reason: String) -> Refusal {
            Refusal(code: -32700, message: "\(reason) at byte \(index)")
        }

        mutating func value(depth: Int) throws -> Shape {
            guard depth < JSONRPCBodyCheck.maximumDepth else { throw fail("nested too deeply") }
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["):
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .other
                }
                while true {
                    _ = try value(depth: depth + 1)
                    skipWhitespace()
                    guard index < bytes.count else { throw fail("unexpected end") }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "]") { return .other }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { throw fail("expected ',' or ']'") }
                }
            case UInt8(ascii: "\""):
                _ = try string()
                return .other
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw fail("unexpected character")
            }
            return .other
        }

        private mutating func object(depth: Int) throws -> Shape {
            index += 1
            var names = Set<String>()
            var idAcceptable: Bool?
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(id: nil)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a member name") }
                let name = try string()
                guard names.insert(name).inserted else {
                    throw Refusal(code: -32600, message: "the member \(name.prefix(40).debugDescription) appears twice")
                }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                index += 1
                skipWhitespace()
                let start = index
                _ = try value(depth: depth + 1)
                if depth == 0, name == "id" { idAcceptable = Self.isAcceptableID(Array(bytes[start..<index])) }
                skipWhitespace()
                guard index < bytes.count else { throw fail("unexpected end") }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "}") { return .object(id: idAcceptable) }
                guard bytes[index - 1] == UInt8(ascii: ",") else { throw fail("expected ',' or '}'") }
            }
        }

        /// A string or an integer of at most 15 digits (exact in every reader).
        private static func isAcceptableID(_ token: [UInt8]) -> Bool {
            guard let first = token.first else { return false }
            if first == UInt8(ascii: "\"") { return true }
            let digits = first == UInt8(ascii: "-") ? token.dropFirst() : token[...]
            return (1...15).contains(digits.count) && digits.allSatisfy { (0x30...0x39).contains($0) }
        }

        /// A string's text: escapes decoded, no control characters, no lone surrogates.
        private mutating func string() throws -> String {
            let start = index
            index += 1
            var escaped = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 { throw fail("a control character in a string") }
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    index += 2
                    continue
                }
                index += 1
                if byte == UInt8(ascii: "\"") {
                    let raw = Data(bytes[start..<index])
                    if !escaped, let text = String(data: raw.dropFirst().dropLast(), encoding: .utf8) { return text }
                    guard let text = try? JSONDecoder().decode(String.self, from: raw) else { throw fail("an invalid string") }
                    return text
                }
            }
            throw fail("an unterminated string")
        }

        private mutating func literal(_ word: String) throws {
            let expected = Array(word.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw fail("unexpected character")
            }
            index += expected.count
        }

        private mutating func number() throws {
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { throw fail("an invalid number") }
            if bytes[index] == 0x30 {
                index += 1
            } else {
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() else { throw fail("an invalid number") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() else { throw fail("an invalid number") }
            }
        }

        private mutating func digits() -> Bool {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index > start
        }
    }
}
