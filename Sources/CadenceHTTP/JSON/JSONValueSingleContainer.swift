import Foundation

/// One value for `JSONValueDecoding`'s `singleValueContainer()`.
struct JSONValueSingleContainer: SingleValueDecodingContainer {
    let decoding: JSONValueDecoding
    var codingPath: [any CodingKey] { decoding.codingPath }

    func decodeNil() -> Bool { decoding.value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try decoding.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoding.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoding.decodeDouble() }
    func decode(_ type: Float.Type) throws -> Float { try decoding.decodeFloat() }
    func decode(_ type: Int.Type) throws -> Int { try decoding.decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoding.decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoding.decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoding.decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoding.decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoding.decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoding.decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoding.decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoding.decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoding.decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoding.decodeValue(type) }
}
