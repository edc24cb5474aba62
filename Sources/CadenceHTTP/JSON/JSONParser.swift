import Foundation

/// The one strict JSON parser (RFC 8259) of the HTTP front ends, producing `JSONValue`s: every
/// REST API body (`CadenceAPI`'s `RequestBodyReader`) and every `/mcp` message (`CadenceMCP`'s
/// `JSONRPCBodyCheck`) is read by it, once.
///
/// Faster than decoding `JSONValue` through `JSONDecoder` (which tries each type in turn and
/// throws on every miss), and stricter: one value, nothing after it, at most 64 levels deep,
/// no control characters inside strings, no lone surrogates, no member named twice.
public struct JSONParser {
    /// Why a text is not JSON, and where.
    public struct Failure: Error, CustomStringConvertible {
        /// The byte at which the text stopped being acceptable.
        public let offset: Int
        /// What was wrong there, in words.
        public let reason: String
        /// The member named twice, when that is the failure (the text is JSON, but not
        /// acceptable, docs/domain-rules.md §7).
        public let duplicateMember: String?

        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// A parsed value with the exact text of its top-level members' values (for a JSON-RPC `id`,
    /// where `1` and `1.0` are different ids although they are one number).
    public struct Document: Sendable {
        public let value: JSONValue
        /// The raw text of each member's value when `value` is an object; empty otherwise.
        public let topLevelTokens: [String: String]
    }

    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var topLevelTokens: [String: String]?

    private init(_ data: Data, keepingTopLevelTokens: Bool = false) {
        bytes = [UInt8](data)
        topLevelTokens = keepingTopLevelTokens ? [:] : nil
    }

    /// Parses `data` as one JSON value.
    public static func parse(_ data: Data) throws(Failure) -> JSONValue {
        var parser = JSONParser(data)
        return try parser.document()
    }

    /// Parses `data` as one JSON value, keeping the raw text of its top-level members' values.
    public static func parseDocument(_ data: Data) throws(Failure) -> Document {
        var parser = JSONParser(data, keepingTopLevelTokens: true)
        let value = try parser.document()
        return Document(value: value, topLevelTokens: parser.topLevelTokens ?? [:])
    }

    private mutating func document() throws(Failure) -> JSONValue {
        let value = try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected text after the value") }
        return value
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
        skipWhitespace()
        guard let byte = peek() else { throw failure("unexpected end") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("expected a member name") }
            let key = try string()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw failure("expected ':'") }
            index += 1
            // docs/domain-rules.md §7: a member named twice is refused, not silently overwritten.
            guard members[key] == nil else {
                throw Failure(offset: index, reason: "the member \(key.prefix(40).debugDescription) appears twice", duplicateMember: key)
            }
            skipWhitespace()
            let start = index
            members[key] = try value(depth: depth + 1)
            if depth == 0, topLevelTokens != nil {
                topLevelTokens?[key] = String(decoding: bytes[start..<index], as: UTF8.self)
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw failure("expected ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw failure("expected ',' or ']'")
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure("unexpected end") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw failure("unexpected character")
        }
        index += count
    }

    // MARK: Numbers and strings

    private mutating func number() throws(Failure) -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw failure("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let byte = peek(), isDigit(byte) else { throw failure("expected a digit after '.'") }
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let byte = peek(), isDigit(byte) else { throw failure("expected an exponent") }
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("number out of range") }
        return value
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var scalars: [UInt8] = []
        while true {
            guard let byte = peek() else { throw failure("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: scalars, as: UTF8.self) else { throw failure("invalid UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &scalars)
            case 0..<0x20:
                throw failure("control character in a string")
            default:
                scalars.append(byte)
            }
        }
    }

    private mutating func escape(into output: inout [UInt8]) throws(Failure) {
        guard let byte = peek() else { throw failure("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hexQuad()
            if (0xD800...0xDBFF).contains(code) {
                guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("lone surrogate")
                }
                index += 2
                let low = try hexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw failure("lone surrogate") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw failure("lone surrogate")
            }
            guard let scalar = Unicode.Scalar(code) else { throw failure("invalid escape") }
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw failure("invalid escape")
        }
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("unterminated escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("invalid hex digit")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    // MARK: Helpers

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func failure(_ reason: String) -> Failure {
        Failure(offset: index, reason: reason, duplicateMember: nil)
    }
}
