import Foundation

/// One start tag of `export.xml` as `HealthXMLScanner` found it: its name and its attributes as
/// ranges of the scanner's buffer. Valid only inside the callback it is handed to.
struct HealthXMLTag {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let nameRange: Range<Int>
    private var attributes: [(name: Range<Int>, value: Range<Int>)] = []
    /// Whether the tag ends with `/>`.
    let isSelfClosing: Bool
    /// Where the tag starts in the file, for messages.
    let offset: Int

    /// Parses the tag at `range` (from `<` to one past `>`); refuses a malformed attribute.
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, offset: Int) throws {
        self.bytes = bytes
        self.offset = offset
        var end = range.upperBound - 1
        isSelfClosing = end > range.lowerBound + 1 && bytes[end - 1] == UInt8(ascii: "/")
        if isSelfClosing { end -= 1 }
        var index = range.lowerBound + 1
        while index < end, !HealthXMLScanner.isSpace(bytes[index]) { index += 1 }
        nameRange = (range.lowerBound + 1)..<index
        guard !nameRange.isEmpty else { throw HealthXMLError(offset: offset, "a tag without a name") }
        while true {
            while index < end, HealthXMLScanner.isSpace(bytes[index]) { index += 1 }
            guard index < end else { break }
            let nameStart = index
            while index < end, bytes[index] != UInt8(ascii: "="), !HealthXMLScanner.isSpace(bytes[index]) { index += 1 }
            let name = nameStart..<index
            while index < end, HealthXMLScanner.isSpace(bytes[index]) { index += 1 }
            guard !name.isEmpty, index < end, bytes[index] == UInt8(ascii: "=") else {
                throw HealthXMLError(offset: offset, "an attribute without '=' in <\(text(nameRange))>")
            }
            index += 1
            while index < end, HealthXMLScanner.isSpace(bytes[index]) { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw HealthXMLError(offset: offset, "an attribute value without quotes in <\(text(nameRange))>")
            }
            let quote = bytes[index]
            let valueStart = index + 1
            index = valueStart
            while index < end, bytes[index] != quote { index += 1 }
            guard index < end else { throw HealthXMLError(offset: offset, "an unclosed attribute value in <\(text(nameRange))>") }
            attributes.append((name, valueStart..<index))
            index += 1
        }
    }

    /// Whether the element is called `name`.
    func isNamed(_ name: StaticString) -> Bool {
        equal(nameRange, name)
    }

    /// The raw bytes of the attribute called `name`, or `nil` when the tag has none.
    func value(_ name: StaticString) -> Slice<UnsafeBufferPointer<UInt8>>? {
        attributes.first { equal($0.name, name) }.map { bytes[$0.value] }
    }

    /// The attribute called `name` as text, its five predefined entities decoded.
    func string(_ name: StaticString) -> String? {
        guard let raw = value(name) else { return nil }
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Whether the attribute `name` is exactly `expected`.
    func has(_ name: StaticString, equalTo expected: StaticString) -> Bool {
        guard let raw = value(name) else { return false }
        return raw.elementsEqual(UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount))
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range].prefix(40), as: UTF8.self)
    }

    private func equal(_ range: Range<Int>, _ name: StaticString) -> Bool {
        bytes[range].elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }
}
