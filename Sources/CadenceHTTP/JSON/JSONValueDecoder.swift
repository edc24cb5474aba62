import CadenceCore
import Foundation

/// Decodes a `Decodable` type straight from a parsed `JSONValue`, so a request body is parsed
/// once (docs/domain-rules.md §7 "Numbers at the boundary", docs/benchmarks.md "Parsing request
/// bodies once"): the value the schema check read is the value the route decodes.
///
/// It answers as `ContractJSON.decoder()` answers for the same text, error for error (the case
/// and the coding path, which are what `DecodingFailureText` reports): a missing key is
/// `keyNotFound`, a `null` where a value is needed `valueNotFound`, a value of another JSON type
/// `typeMismatch`, and a number an integer type cannot hold exactly — not whole, or outside the
/// type's range — `dataCorrupted` (with an empty coding path, as `JSONDecoder` gives it).
/// Integers are read only within ±(2^53 − 1), the range in which
/// the parsed `Double` is exact; the OpenAPI schema refuses larger ones as `number` before this.
/// `Date` reads ISO 8601 text (the contract's `.iso8601` strategy), `URL` a string.
public struct JSONValueDecoder: Sendable {
    public init() {}

    /// `value` decoded as `type`.
    public func decode<Value: Decodable>(_ type: Value.Type, from value: JSONValue) throws -> Value {
        try JSONValueDecoding(value: value, codingPath: []).decodeValue(Value.self)
    }
}

/// The `Decoder` over one `JSONValue` at one coding path (see `JSONValueDecoder`).
struct JSONValueDecoding: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .object(let members): return KeyedDecodingContainer(JSONValueKeyedContainer<Key>(members: members, codingPath: codingPath))
        case .null: throw notFound([String: JSONValue].self)
        default: throw mismatch([String: JSONValue].self)
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let elements): return JSONValueUnkeyedContainer(elements: elements, codingPath: codingPath)
        case .null: throw notFound([JSONValue].self)
        default: throw mismatch([JSONValue].self)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONValueSingleContainer(decoding: self)
    }

    // MARK: Values

    /// `Value` from this decoder's value, with the types `JSONDecoder` reads itself.
    func decodeValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if Value.self == Date.self, let date = try decodeDate() as? Value { return date }
        if Value.self == URL.self, let url = try decodeURL() as? Value { return url }
        return try Value(from: self)
    }

    func decodeString() throws -> String {
        guard case .string(let text) = value else { throw failure(String.self) }
        return text
    }

    func decodeBool() throws -> Bool {
        guard case .bool(let flag) = value else { throw failure(Bool.self) }
        return flag
    }

    func decodeDouble() throws -> Double {
        guard case .number(let number) = value else { throw failure(Double.self) }
        return number
    }

    func decodeFloat() throws -> Float {
        let number = try decodeDouble()
        let narrow = Float(number)
        guard narrow.isFinite else { throw corrupted("Parsed JSON number <\(number)> does not fit in Float.") }
        return narrow
    }

    /// An integer of type `Integer`: a whole number within the type's range and ±(2^53 − 1).
    func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        let number = try decodeDouble()
        let safe = JSONValue.largestSafeInteger
        guard let whole = NumericBoundary.integer64(number, in: -safe...safe), let exact = Integer(exactly: whole) else {
            // As `JSONDecoder` reports a number that does not fit: with an empty coding path.
            let description = "Parsed JSON number <\(number)> does not fit in \(Integer.self)."
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: description))
        }
        return exact
    }

    private func decodeDate() throws -> Date {
        let text = try decodeString()
        guard let date = try? Date.ISO8601FormatStyle().parse(text) else {
            throw corrupted("Expected date string to be ISO8601-formatted.")
        }
        return date
    }

    private func decodeURL() throws -> URL {
        let text = try decodeString()
        guard let url = URL(string: text) else { throw corrupted("Invalid URL string.") }
        return url
    }

    // MARK: Errors

    /// `valueNotFound` for a `null`, `typeMismatch` for any other value of the wrong type.
    func failure(_ expected: Any.Type) -> DecodingError {
        value == .null ? notFound(expected) : mismatch(expected)
    }

    private func notFound(_ expected: Any.Type) -> DecodingError {
        .valueNotFound(expected, .init(codingPath: codingPath, debugDescription: "Expected \(expected) value but found null instead."))
    }

    private func mismatch(_ expected: Any.Type) -> DecodingError {
        let description = "Expected to decode \(expected) but found \(value.typeName) instead."
        return .typeMismatch(expected, .init(codingPath: codingPath, debugDescription: description))
    }

    private func corrupted(_ description: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: description))
    }
}
