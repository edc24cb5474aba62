import Foundation

/// An object's members for `JSONValueDecoding` (see `JSONValueDecoder`).
struct JSONValueKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func decoding(_ key: Key) throws -> JSONValueDecoding {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
        }
        return JSONValueDecoding(value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoding(key).value == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoding(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoding(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoding(key).decodeDouble() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoding(key).decodeFloat() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoding(key).decodeInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoding(key).decodeInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoding(key).decodeInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoding(key).decodeInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoding(key).decodeInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoding(key).decodeInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoding(key).decodeInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoding(key).decodeInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoding(key).decodeInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoding(key).decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoding(key).decodeValue(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoding(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoding(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONValueDecoding(value: members["super"] ?? .null, codingPath: codingPath + [JSONSuperKey()])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoding(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

/// The key `super`, for `superDecoder()`.
private struct JSONSuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }

    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}
