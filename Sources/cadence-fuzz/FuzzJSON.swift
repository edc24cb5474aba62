import CadenceTestSupport

/// A JSON document as the mutator sees it: numbers keep their text, objects keep their key order
/// and may repeat a key, and `raw` holds any text at all (bare `NaN`, deep nesting), so that
/// mutated documents can be written exactly as invalid or as odd as intended.
indirect enum FuzzJSON: Sendable {
    case null
    case bool(Bool)
    case raw(String)
    case string(String)
    case array([FuzzJSON])
    case object([(key: String, value: FuzzJSON)])

    /// The document as text.
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .raw(let text): output += text
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += JSONStringLiteral.quoted(value)
    }
}

// MARK: - Parsing

extension FuzzJSON {
    /// Parses a seed document (a small recursive-descent parser: seeds are valid and shallow);
    /// nil when the text is not JSON.
    static func parse(_ bytes: [UInt8]) -> FuzzJSON? {
        var parser = Parser(bytes: bytes)
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        return parser.index == bytes.count ? value : nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
            if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func value(depth: Int) -> FuzzJSON? {
            skipSpace()
            guard depth < 64, index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(FuzzJSON.string)
            default: return literal()
            }
        }

        mutating func object(depth: Int) -> FuzzJSON? {
            index += 1
            var members: [(key: String, value: FuzzJSON)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let value = value(depth: depth + 1) else { return nil }
                members.append((key, value))
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                guard bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
        }

        mutating func array(depth: Int) -> FuzzJSON? {
            index += 1
            var elements: [FuzzJSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                }
                guard bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
        }

        /// A string; escapes other than `\"`, `\\` and `\/` are kept as `raw` would need them, so
        /// seeds use plain strings.
        mutating func string() -> String? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            var scalars: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: scalars, as: UTF8.self) }
                if byte == UInt8(ascii: "\\") {
                    guard index < bytes.count else { return nil }
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "n"): scalars.append(0x0A)
                    case UInt8(ascii: "t"): scalars.append(0x09)
                    case UInt8(ascii: "r"): scalars.append(0x0D)
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count,
                            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                            let scalar = Unicode.Scalar(code)
                        else { return nil }
                        index += 4
                        scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: scalars.append(escaped)
                    }
                } else {
                    scalars.append(byte)
                }
            }
            return nil
        }

        mutating func literal() -> FuzzJSON? {
            let start = index
            while index < bytes.count, !Set(",]} \n\r\t".utf8).contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            switch text {
            case "null": return .null
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "": return nil
            default: return Double(text) == nil ? nil : .raw(text)
            }
        }
    }
}

// MARK: - Paths

extension FuzzJSON {
    /// Every node's path (indexes into arrays and objects' member lists), the root first.
    var paths: [[Int]] {
        var result: [[Int]] = [[]]
        switch self {
        case .array(let elements):
            for (index, element) in elements.enumerated() { result += element.paths.map { [index] + $0 } }
        case .object(let members):
            for (index, member) in members.enumerated() { result += member.value.paths.map { [index] + $0 } }
        default: break
        }
        return result
    }

    /// The node at `path`.
    func node(at path: [Int]) -> FuzzJSON? {
        guard let first = path.first else { return self }
        switch self {
        case .array(let elements) where first < elements.count: return elements[first].node(at: Array(path.dropFirst()))
        case .object(let members) where first < members.count:
            return members[first].value.node(at: Array(path.dropFirst()))
        default: return nil
        }
    }

    /// A copy with the node at `path` replaced by `transform` of it.
    func replacing(at path: [Int], _ transform: (FuzzJSON) -> FuzzJSON) -> FuzzJSON {
        guard let first = path.first else { return transform(self) }
        let rest = Array(path.dropFirst())
        switch self {
        case .array(var elements) where first < elements.count:
            elements[first] = elements[first].replacing(at: rest, transform)
            return .array(elements)
        case .object(var members) where first < members.count:
            members[first].value = members[first].value.replacing(at: rest, transform)
            return .object(members)
        default: return self
        }
    }
}
