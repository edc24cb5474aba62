import CadenceCore
import CadenceServices
import Foundation

/// A parsed JSON value that keeps exactly which keys an object had, so that request bodies
/// can be checked against the OpenAPI schema (unknown fields, `null` versus absent) before
/// they are decoded into Swift types.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses JSON text; throws when it is not valid JSON (see `JSONParser`).
    public static func parse(_ data: Data) throws -> JSONValue {
        try JSONParser.parse(data)
    }

    /// The JSON type name of this value as JSON Schema spells it (`integer` for whole numbers).
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number(let value): NumericBoundary.integer64(value, in: -Self.largestSafeInteger...Self.largestSafeInteger) != nil ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// docs/domain-rules.md §7 "Numbers at the boundary": a JSON number is an `integer` only
    /// when it is whole and within ±(2^53 − 1), the integers every JSON reader holds exactly
    /// (and which always fit a Swift `Int`); `1e19` is a `number`, so no integer field takes it.
    public static let largestSafeInteger: Int64 = 9_007_199_254_740_991

    /// The value of an integer (see `typeName`), or `nil` for any other value.
    public var integerValue: Int? {
        guard case .number(let value) = self else { return nil }
        return NumericBoundary.integer(value, in: -Int(Self.largestSafeInteger)...Int(Self.largestSafeInteger))
    }

    /// The members of an object, or `nil`.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements of an array, or `nil`.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The text of a string, or `nil`.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of a number, or `nil`.
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The value of a boolean, or `nil`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The member `key` of an object, or `nil`.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if let whole = integerValue {
                try container.encode(whole)
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue {
    /// The JSON value `value` encodes to (with the contract's encoder).
    public static func encoded(_ value: some Encodable) throws -> JSONValue {
        try parse(ContractJSON.encoder(pretty: false).encode(value))
    }

    /// This value decoded as `type` (with the contract's decoder).
    public func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
        try ContractJSON.decoder().decode(Value.self, from: JSONEncoder().encode(self))
    }

    /// Parses `text` as JSON (for tests and literals).
    public static func parse(_ text: String) throws -> JSONValue {
        try parse(Data(text.utf8))
    }
}
