import CadenceStorage

/// An optional field of a machine-readable shape that is written as `null` when absent, never
/// left out (docs/architecture.md "One contract": every shape has a stable set of keys).
///
/// Synthesized `Codable` leaves absent optionals out (`encodeIfPresent`); marking the field
/// `@NullWhenAbsent` makes it write `null` instead, with no hand-written `encode(to:)`. Decoding
/// accepts `null` and a missing key alike (the `KeyedDecodingContainer` overload below).
@propertyWrapper
public struct NullWhenAbsent<Value> {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }
}

extension NullWhenAbsent: Sendable where Value: Sendable {}
extension NullWhenAbsent: Equatable where Value: Equatable {}
extension NullWhenAbsent: Hashable where Value: Hashable {}

extension NullWhenAbsent: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}

extension NullWhenAbsent: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }
}

extension KeyedDecodingContainer {
    /// A `@NullWhenAbsent` field whose key is missing decodes as `nil`, as a plain optional would.
    public func decode<Value: Decodable>(_ type: NullWhenAbsent<Value>.Type, forKey key: Key) throws -> NullWhenAbsent<Value> {
        try decodeIfPresent(type, forKey: key) ?? NullWhenAbsent(wrappedValue: nil)
    }
}
