import Foundation

/// An array's elements for `JSONValueDecoding`, read in order.
struct JSONValueUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next(_ type: Any.Type) throws -> JSONValueDecoding {
        let key = JSONIndexKey(currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [key], debugDescription: "Unkeyed container is at end."))
        }
        let decoding = JSONValueDecoding(value: elements[currentIndex], codingPath: codingPath + [key])
        currentIndex += 1
        return decoding
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).decodeBool() }
    mutating func decode(_ type: String.Type) throws -> String { try next(type).decodeString() }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type).decodeDouble() }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type).decodeFloat() }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).decodeInteger(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).decodeValue(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next(KeyedDecodingContainer<NestedKey>.self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next((any UnkeyedDecodingContainer).self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try next((any Decoder).self)
    }
}

/// The key of an array element in a coding path, as `JSONDecoder` names it (`Index N`).
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
