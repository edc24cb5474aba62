/// Builds a large fragment in one growing buffer of UTF-8 bytes (docs/web.md "How it is built"):
/// Today's tiles are appended straight into a buffer reserved once, instead of a string per tile
/// and per attribute joined at the end, and the buffer becomes a `String` once, at the end.
///
/// The same fence as `HTML`'s: markup comes only from `Markup` values, which only a string
/// literal written in Cadence's source can make; every other value goes through `text(_:)`,
/// which escapes it as it is appended (`HTMLEscaping`).
struct HTMLWriter {
    /// A piece of Cadence's own markup: a string literal, never a runtime value.
    struct Markup: ExpressibleByStringLiteral {
        let literal: String

        init(stringLiteral value: String) {
            literal = value
        }
    }

    private var output: [UInt8]

    /// An empty writer with room for `capacity` bytes.
    init(capacity: Int) {
        output = []
        output.reserveCapacity(capacity)
    }

    /// Appends Cadence's own markup as is.
    mutating func markup(_ markup: Markup) {
        output.append(contentsOf: markup.literal.utf8)
    }

    /// Appends text, escaped (`HTMLEscaping`).
    mutating func text(_ text: String) {
        HTMLEscaping.append(text, to: &output)
    }

    /// Appends a whole number (digits and a sign never need escaping).
    mutating func number(_ value: Int64) {
        output.append(contentsOf: String(value).utf8)
    }

    /// Appends a whole number (digits and a sign never need escaping).
    mutating func number(_ value: Int) {
        output.append(contentsOf: String(value).utf8)
    }

    /// Appends a fragment built elsewhere.
    mutating func fragment(_ fragment: HTML) {
        output.append(contentsOf: fragment.rendered.utf8)
    }

    /// What was written.
    var html: HTML { HTML(trusted: String(decoding: output, as: UTF8.self)) }

    /// The bytes written so far.
    var byteCount: Int { output.count }
}
