/// A fragment of HTML whose text parts are escaped by construction.
///
/// Interpolating a `String` (or any other value) into an `HTML` literal escapes it, so a habit
/// named `<script>` renders as text; interpolating another `HTML` value inserts it as markup.
/// Only string literals written in Cadence's own source are ever trusted as markup:
///
/// ```swift
/// let title: HTML = "<h1>\(habit.name)</h1>"   // name escaped
/// let page: HTML = "<main>\(title)</main>"      // fragment inserted as is
/// ```
public struct HTML: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup, ready to send.
    public private(set) var rendered: String

    /// Markup written by Cadence itself (never user text).
    public init(stringLiteral value: String) {
        rendered = value
    }

    public init(stringInterpolation: Interpolation) {
        rendered = stringInterpolation.rendered
    }

    /// Trusted markup built elsewhere by Cadence (e.g. an SVG chart whose text was escaped).
    init(trusted markup: String) {
        rendered = markup
    }

    /// The empty fragment.
    public static let empty: HTML = ""

    public var description: String { rendered }

    /// Joins fragments, with an optional trusted separator.
    public static func joined(_ parts: some Sequence<HTML>, separator: HTML = .empty) -> HTML {
        HTML(trusted: parts.map(\.rendered).joined(separator: separator.rendered))
    }

    /// `fragment` when `condition` holds, else nothing.
    public static func when(_ condition: Bool, _ fragment: @autoclosure () -> HTML) -> HTML {
        condition ? fragment() : .empty
    }

    /// Appends another fragment.
    public static func + (left: HTML, right: HTML) -> HTML {
        HTML(trusted: left.rendered + right.rendered)
    }

    /// Builds `HTML` from literals (trusted) and interpolations (escaped unless `HTML`).
    public struct Interpolation: StringInterpolationProtocol {
        var rendered: String

        public init(literalCapacity: Int, interpolationCount: Int) {
            rendered = ""
            rendered.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        public mutating func appendLiteral(_ literal: String) {
            rendered += literal
        }

        /// Text: escaped.
        public mutating func appendInterpolation(_ text: String) {
            rendered += HTMLEscaping.escape(text)
        }

        /// Any other value's description: escaped.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            rendered += HTMLEscaping.escape(value.description)
        }

        /// A fragment: inserted as markup.
        public mutating func appendInterpolation(_ fragment: HTML) {
            rendered += fragment.rendered
        }

        /// An optional fragment: nothing when `nil`.
        public mutating func appendInterpolation(_ fragment: HTML?) {
            rendered += fragment?.rendered ?? ""
        }

        /// Fragments one after another.
        public mutating func appendInterpolation(_ fragments: [HTML]) {
            for fragment in fragments { rendered += fragment.rendered }
        }
    }
}
