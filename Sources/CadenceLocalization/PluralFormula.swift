import Foundation

/// A catalog's plural rule (docs/domain-rules.md §23 "Plurals"): gettext's `Plural-Forms` header,
/// `nplurals=N; plural=EXPRESSION;`, where EXPRESSION is C over the count `n` (`?:`, `||`, `&&`,
/// `==`, `!=`, `<`, `<=`, `>`, `>=`, `+`, `-`, `*`, `/`, `%`, `!`, parentheses, decimal numbers)
/// and names which of the N translated forms a count takes. The rule is the catalog's own (a
/// translator's platform writes it from CLDR), so Arabic's six forms come from `ar.po`, not code.
public struct PluralFormula: Sendable, Equatable {
    /// How many forms each plural entry of the catalog has.
    public let count: Int
    let root: PluralExpression

    /// English's rule, also every catalog's when its header names none.
    public static let english = PluralFormula(count: 2, root: .binary(.notEqual, .count, .number(1)))

    /// The longest expression read, and the deepest nesting: a catalog is data, so a pathological
    /// one is refused rather than recursed into.
    public static let maximumLength = 512
    static let maximumDepth = 48

    init(count: Int, root: PluralExpression) {
        self.count = count
        self.root = root
    }

    /// Reads the value of a `Plural-Forms` header. Throws `GettextCatalogError.pluralForms` for a
    /// missing `nplurals` (1…6), a missing or malformed `plural`, or one longer than
    /// `maximumLength`.
    public init(header: String) throws {
        var forms: Int?
        var expression: String?
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            if pair[0] == "nplurals" { forms = Int(pair[1]) }
            if pair[0] == "plural" { expression = pair[1] }
        }
        guard let forms, (1...6).contains(forms) else { throw GettextCatalogError.pluralForms("nplurals must be 1 to 6") }
        guard let expression, !expression.isEmpty else { throw GettextCatalogError.pluralForms("plural= is missing") }
        guard expression.utf8.count <= Self.maximumLength else { throw GettextCatalogError.pluralForms("plural= is too long") }
        var parser = PluralExpressionParser(text: expression, maximumDepth: Self.maximumDepth)
        self.init(count: forms, root: try parser.parse())
    }

    /// The form a count takes: the expression's value, or the last form when the expression
    /// names one past the end (gettext's behavior for a broken catalog is undefined; this never
    /// reads out of bounds).
    public func form(for n: Int) -> Int {
        let value = root.evaluate(UInt64(exactly: n.magnitude) ?? .max)
        // `count` is 1…6, so a value below it is one too.
        return (0..<count).first { UInt64(exactly: $0) == value } ?? count - 1
    }
}
