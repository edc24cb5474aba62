/// A node of a plural rule's C expression (`PluralFormula`), evaluated over unsigned integers as
/// gettext does: comparisons and `!` give 0 or 1; division and remainder by zero give 0 (C would
/// trap; a catalog must never crash the program).
indirect enum PluralExpression: Sendable, Equatable {
    enum Operator: Sendable, Equatable {
        case or, and, equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
        case plus, minus, times, divided, remainder
    }

    case count
    case number(UInt64)
    case not(PluralExpression)
    case binary(Operator, PluralExpression, PluralExpression)
    case conditional(PluralExpression, PluralExpression, PluralExpression)

    func evaluate(_ n: UInt64) -> UInt64 {
        switch self {
        case .count: return n
        case .number(let value): return value
        case .not(let operand): return operand.evaluate(n) == 0 ? 1 : 0
        case .conditional(let condition, let then, let otherwise):
            return condition.evaluate(n) != 0 ? then.evaluate(n) : otherwise.evaluate(n)
        case .binary(let op, let left, let right):
            let a = left.evaluate(n)
            switch op {
            case .or: return a != 0 || right.evaluate(n) != 0 ? 1 : 0
            case .and: return a != 0 && right.evaluate(n) != 0 ? 1 : 0
            default: return Self.apply(op, a, right.evaluate(n))
            }
        }
    }

    private static func apply(_ op: Operator, _ a: UInt64, _ b: UInt64) -> UInt64 {
        switch op {
        case .equal: a == b ? 1 : 0
        case .notEqual: a != b ? 1 : 0
        case .less: a < b ? 1 : 0
        case .lessOrEqual: a <= b ? 1 : 0
        case .greater: a > b ? 1 : 0
        case .greaterOrEqual: a >= b ? 1 : 0
        case .plus: a &+ b
        case .minus: a &- b
        case .times: a &* b
        case .divided: b == 0 ? 0 : a / b
        case .remainder: b == 0 ? 0 : a % b
        case .or, .and: 0
        }
    }
}
