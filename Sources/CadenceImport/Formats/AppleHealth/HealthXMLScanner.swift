import Foundation

/// An incremental reader of Apple Health's `export.xml` (docs/import-export.md "Apple Health"):
/// fed the file in chunks of any size, it hands each top-level `<Record …>` start tag to a
/// callback and keeps only the unfinished markup between chunks, so memory does not grow with
/// the file. It understands what the export needs — the prolog, comments, the `DOCTYPE` with
/// its internal subset, CDATA, start and end tags with quoted attributes — and refuses anything
/// else as malformed, naming the byte. `Record`s inside a `Correlation` repeat top-level ones
/// and are left out (docs/domain-rules.md §20 Health import from the phone).
struct HealthXMLScanner {
    /// The longest single piece of markup accepted (a hostile file without `>` stops here).
    static let maximumMarkup = 1_048_576

    /// Bytes of the file consumed so far.
    private(set) var consumed = 0
    /// Whether the `<HealthData>` root has opened, and closed.
    private(set) var sawRoot = false
    private(set) var closedRoot = false
    private var pending: [UInt8] = []
    private var correlationDepth = 0

    /// Scans `chunk`, calling `record` for each top-level `Record` start tag completed in it.
    mutating func feed(_ chunk: Data, record: (HealthXMLTag) throws -> Void) throws {
        var buffer = pending
        buffer.append(contentsOf: chunk)
        let used = try buffer.withUnsafeBufferPointer { try scan($0, record: record) }
        consumed += used
        pending = Array(buffer[used...])
        if pending.count > Self.maximumMarkup {
            throw HealthXMLError(offset: consumed, "a piece of markup longer than 1 MiB (not an Apple Health export?)")
        }
    }

    /// Checks that the file ended where an export ends: after `</HealthData>`.
    func finish() throws {
        guard sawRoot else { throw HealthXMLError(offset: consumed, "no <HealthData> element: not an Apple Health export") }
        guard pending.allSatisfy(Self.isSpace) else { throw HealthXMLError(offset: consumed, "the file ends inside a tag (truncated?)") }
        guard closedRoot else { throw HealthXMLError(offset: consumed, "the file ends before </HealthData> (truncated?)") }
    }

    /// Scans complete markup in `bytes`; answers how many bytes it consumed.
    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, record: (HealthXMLTag) throws -> Void) throws -> Int {
        var index = 0
        let count = bytes.count
        while index < count {
            guard let open = Self.find(UInt8(ascii: "<"), in: bytes, from: index) else {
                try checkText(bytes, index..<count)
                return count
            }
            try checkText(bytes, index..<open)
            guard let end = try markupEnd(bytes, from: open) else { return open }
            try tag(bytes, open..<end, record: record)
            index = end
        }
        return count
    }

    /// Text between tags: nothing but white space outside the root, anything inside it.
    private func checkText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws {
        guard !sawRoot || closedRoot else { return }
        if let bad = range.first(where: { !Self.isSpace(bytes[$0]) }) {
            throw HealthXMLError(offset: consumed + bad, "text outside the <HealthData> element")
        }
    }

    /// Where the markup opening at `open` ends (one past its `>`), or `nil` when it is not complete yet.
    private func markupEnd(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int) throws -> Int? {
        if Self.has(bytes, at: open, "<?") { return Self.end(of: "?>", in: bytes, from: open + 2) }
        if Self.has(bytes, at: open, "<!--") { return Self.end(of: "-->", in: bytes, from: open + 4) }
        if Self.has(bytes, at: open, "<![CDATA[") { return Self.end(of: "]]>", in: bytes, from: open + 9) }
        if Self.has(bytes, at: open, "<!DOCTYPE") {
            var index = open + 9
            var inSubset = false
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "["): inSubset = true
                case UInt8(ascii: "]") where inSubset:
                    var next = index + 1
                    while next < bytes.count, Self.isSpace(bytes[next]) { next += 1 }
                    if next < bytes.count, bytes[next] == UInt8(ascii: ">") { return next + 1 }
                case UInt8(ascii: ">") where !inSubset: return index + 1
                default: break
                }
                index += 1
            }
            return nil
        }
        // A short tail that may still become one of the forms above waits for more bytes.
        if bytes.count - open < 9, bytes[open + 1..<bytes.count].allSatisfy({ $0 != UInt8(ascii: ">") }) { return nil }
        var quote: UInt8?
        for index in (open + 1)..<bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            } else if byte == UInt8(ascii: "<") {
                throw HealthXMLError(offset: consumed + index, "a '<' inside a tag")
            }
        }
        return nil
    }

    /// Handles one piece of markup: the root, correlations and records.
    private mutating func tag(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, record: (HealthXMLTag) throws -> Void)
        throws
    {
        let second = bytes[range.lowerBound + 1]
        guard second != UInt8(ascii: "?"), second != UInt8(ascii: "!") else { return }
        let offset = consumed + range.lowerBound
        if second == UInt8(ascii: "/") {
            let name = Self.name(bytes, from: range.lowerBound + 2, upTo: range.upperBound - 1)
            if name.elementsEqual("Correlation".utf8) { correlationDepth = max(0, correlationDepth - 1) }
            if name.elementsEqual("HealthData".utf8) { closedRoot = true }
            return
        }
        let parsed = try HealthXMLTag(bytes, range, offset: offset)
        if !sawRoot {
            guard parsed.isNamed("HealthData") else {
                throw HealthXMLError(offset: offset, "the root element is not <HealthData>: not an Apple Health export")
            }
            sawRoot = true
            if parsed.isSelfClosing { closedRoot = true }
            return
        }
        guard !closedRoot else { throw HealthXMLError(offset: offset, "an element after </HealthData>") }
        if parsed.isNamed("Correlation"), !parsed.isSelfClosing { correlationDepth += 1 }
        if parsed.isNamed("Record"), correlationDepth == 0 { try record(parsed) }
    }

    private static func name(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, upTo end: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        var stop = start
        while stop < end, !isSpace(bytes[stop]), bytes[stop] != UInt8(ascii: "/") { stop += 1 }
        return bytes[start..<stop]
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private static func has(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        return (0..<length).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
    }

    private static func end(of text: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while let found = find(text.utf8Start[0], in: bytes, from: index) {
            if has(bytes, at: found, text) { return found + text.utf8CodeUnitCount }
            index = found + 1
        }
        return nil
    }
}

/// Why `export.xml` could not be read: a message and the byte it was found at.
struct HealthXMLError: Error, CustomStringConvertible {
    let offset: Int
    let message: String

    init(offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }

    var description: String { "malformed export.xml at byte \(offset): \(message)" }
}
