/// Reads a plural rule's C expression (`PluralFormula`) by recursive descent with C's precedence:
/// `?:` < `||` < `&&` < `== !=` < `< <= > >=` < `+ -` < `* / %` < `!`. Nesting deeper than its
/// bound is refused, so no catalog can exhaust the stack.
struct PluralExpressionParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    private let maximumDepth: Int

    init(text: String, maximumDepth: Int) {
        self.bytes = Array(text.utf8)
        self.maximumDepth = maximumDepth
    }

    mutating func parse() throws -> PluralExpression {
        let expression = try conditional()
        skipSpaces()
        if position < bytes.count, bytes[position] == UInt8(ascii: ";") { position += 1 }
        skipSpaces()
        guard position == bytes.count else { throw failure("unexpected text") }
        return expression
    }

    private mutating func conditional() throws -> PluralExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumDepth else { throw failure("nested too deeply") }
        let condition = try binary(level: 0)
        guard take("?") else { return condition }
        let then = try conditional()
        guard take(":") else { throw failure("':' expected") }
        return .conditional(condition, then, try conditional())
    }

    /// The binary operators by precedence, loosest first.
    private static let levels: [[(String, PluralExpression.Operator)]] = [
        [("||", .or)], [("&&", .and)], [("==", .equal), ("!=", .notEqual)],
        [("<=", .lessOrEqual), (">=", .greaterOrEqual), ("<", .less), (">", .greater)],
        [("+", .plus), ("-", .minus)], [("*", .times), ("/", .divided), ("%", .remainder)],
    ]

    private mutating func binary(level: Int) throws -> PluralExpression {
        guard level < Self.levels.count else { return try unary() }
        var left = try binary(level: level + 1)
        while let op = Self.levels[level].first(where: { take($0.0) })?.1 {
            left = .binary(op, left, try binary(level: level + 1))
        }
        return left
    }

    private mutating func unary() throws -> PluralExpression {
        if take("!") {
            depth += 1
            defer { depth -= 1 }
            guard depth <= maximumDepth else { throw failure("nested too deeply") }
            return .not(try unary())
        }
        if take("(") {
            let inner = try conditional()
            guard take(")") else { throw failure("')' expected") }
            return inner
        }
        skipSpaces()
        guard position < bytes.count else { throw failure("operand expected") }
        if bytes[position] == UInt8(ascii: "n") {
            position += 1
            return .count
        }
        var value: UInt64 = 0
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { throw failure("number too large") }
            let (sum, carry) = product.addingReportingOverflow(UInt64(exactly: bytes[position] - UInt8(ascii: "0")) ?? 0)
            guard !carry else { throw failure("number too large") }
            value = sum
            position += 1
        }
        guard position > start else { throw failure("operand expected") }
        return .number(value)
    }

    /// Consumes `token` after spaces when it comes next (`!` only when not `!=`; `<` and `>` only
    /// when not followed by `=`, which the longer token at the same level takes first).
    private mutating func take(_ token: String) -> Bool {
        skipSpaces()
        let tokenBytes = Array(token.utf8)
        guard position + tokenBytes.count <= bytes.count, Array(bytes[position..<position + tokenBytes.count]) == tokenBytes
        else { return false }
        let next = position + tokenBytes.count < bytes.count ? bytes[position + tokenBytes.count] : 0
        if token == "!" && next == UInt8(ascii: "=") { return false }
        if (token == "<" || token == ">") && next == UInt8(ascii: "=") { return false }
        position += tokenBytes.count
        return true
    }

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
    }

    private func failure(_ reason: String) -> GettextCatalogError {
        .pluralForms("\(reason) at character \(position + 1)")
    }
}
