/// The one place where a floating-point value becomes an integer (docs/domain-rules.md §7,
/// "Numbers at the boundary").
///
/// Swift's `Int(_: Double)` traps on a value that is not finite or does not fit — one request
/// with `1e19` in it would stop the process for everybody. Every number that crosses a
/// boundary (JSON, forms, command-line arguments, imported files, rows read back) is turned
/// into an integer here, by functions that cannot trap: they answer `nil` (refuse) or clamp.
/// `Tests/CadenceCoreTests/NumericBoundaryLintTests.swift` fails when a trapping conversion of
/// a floating value appears anywhere else in `Sources`.
public enum NumericBoundary {
    /// The integer `value` is exactly, when it is whole, finite and inside `range`; else `nil`.
    public static func integer(_ value: Double, in range: ClosedRange<Int> = Int.min...Int.max) -> Int? {
        exactInteger(value, in: range)
    }

    /// The 64-bit integer `value` is exactly, when it is whole, finite and inside `range`; else `nil`.
    public static func integer64(_ value: Double, in range: ClosedRange<Int64> = Int64.min...Int64.max) -> Int64? {
        exactInteger(value, in: range)
    }

    /// `value` rounded by `rule`, then clamped into `range` (a non-finite value clamps to the
    /// bound on its side; NaN to the lower bound). For figures that are shown, never stored:
    /// percentages, bar widths, levels.
    public static func clamped(
        _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero, to range: ClosedRange<Int>
    ) -> Int {
        clampedInteger(value, rounding: rule, to: range)
    }

    /// `value` rounded by `rule` and clamped into the 64-bit range (see `clamped(_:rounding:to:)`).
    public static func clamped64(
        _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
        to range: ClosedRange<Int64> = Int64.min...Int64.max
    ) -> Int64 {
        clampedInteger(value, rounding: rule, to: range)
    }

    /// A finite quantity with negative zero made positive (`-0` is stored and shown as `0`),
    /// or `nil` when `value` is NaN or infinite.
    public static func quantity(_ value: Double) -> Double? {
        guard value.isFinite else { return nil }
        return value == 0 ? 0 : value
    }

    // MARK: The two conversions, for any integer width

    /// `Integer(exactly:)` answers `nil` for a fraction, NaN, infinity or a value out of the
    /// type's range: it never traps.
    private static func exactInteger<Integer: FixedWidthInteger>(_ value: Double, in range: ClosedRange<Integer>) -> Integer? {
        guard let whole = Integer(exactly: value), range.contains(whole) else { return nil }
        return whole
    }

    private static func clampedInteger<Integer: FixedWidthInteger>(
        _ value: Double, rounding rule: FloatingPointRoundingRule, to range: ClosedRange<Integer>
    ) -> Integer {
        guard !value.isNaN else { return range.lowerBound }
        let rounded = value.rounded(rule)
        if rounded <= Double(range.lowerBound) { return range.lowerBound }
        // `Double(Int.max)` is 2^63, one above `Int.max`: anything at or above it clamps.
        if rounded >= Double(range.upperBound) { return range.upperBound }
        return Integer(exactly: rounded) ?? range.lowerBound
    }
}
