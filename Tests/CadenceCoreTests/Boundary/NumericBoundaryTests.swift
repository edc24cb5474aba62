import CadenceCore
import Testing

/// docs/domain-rules.md §7 "Numbers at the boundary": conversions that refuse or clamp, never trap.
@Suite struct NumericBoundaryTests {
    @Test(arguments: [1e19, -1e19, 9_223_372_036_854_775_807.0, 9_223_372_036_854_775_296.0 * 2, .infinity, -.infinity, .nan, 2.5, 1e300])
    func anIntegerIsRefusedWhenItIsNotOneThatFits(value: Double) {
        #expect(NumericBoundary.integer(value) == nil)
        #expect(NumericBoundary.integer64(value) == nil)
    }

    @Test func wholeValuesInsideTheRangeConvertExactly() {
        #expect(NumericBoundary.integer(3) == 3)
        #expect(NumericBoundary.integer(-0.0) == 0)
        #expect(NumericBoundary.integer(9_223_372_036_854_774_784) == 9_223_372_036_854_774_784)
        #expect(NumericBoundary.integer(5, in: 1...5) == 5)
        #expect(NumericBoundary.integer(6, in: 1...5) == nil)
        #expect(NumericBoundary.integer(0, in: 1...5) == nil)
    }

    @Test(arguments: [
        (1e19, 100), (-1e19, 0), (Double.infinity, 100), (-Double.infinity, 0), (Double.nan, 0), (49.5, 50), (12.4, 12),
        (9_223_372_036_854_775_807.0, 100),
    ])
    func clampingStaysInTheRange(value: Double, expected: Int) {
        #expect(NumericBoundary.clamped(value, to: 0...100) == expected)
    }

    @Test func clampingReachesTheExtremesOfInt() {
        #expect(NumericBoundary.clamped(1e19, to: Int.min...Int.max) == Int.max)
        #expect(NumericBoundary.clamped(-1e19, to: Int.min...Int.max) == Int.min)
        #expect(NumericBoundary.clamped64(1e300) == Int64.max)
        #expect(NumericBoundary.clamped64(-1e300) == Int64.min)
        #expect(NumericBoundary.clamped(2.7, rounding: .down, to: Int.min...Int.max) == 2)
        #expect(NumericBoundary.clamped(2.1, rounding: .up, to: Int.min...Int.max) == 3)
    }

    @Test func negativeZeroBecomesZeroAndNonFiniteIsRefused() {
        let zero = NumericBoundary.quantity(-0.0)
        #expect(zero == 0)
        #expect(zero?.sign == .plus)
        #expect(NumericBoundary.quantity(.nan) == nil)
        #expect(NumericBoundary.quantity(.infinity) == nil)
        #expect(NumericBoundary.quantity(2.5) == 2.5)
    }

    @Test func levelsOfHugeXPDoNotTrap() {
        #expect(LevelProgress(totalXP: Int.max) == LevelProgress(totalXP: LevelProgress.maximumXP))
        #expect(LevelProgress(totalXP: Int.max).level == 1_825_742)
        #expect(Goal(type: .none, target: 1e19).timesPerDay == Int.max)
        #expect(Goal(type: .none, target: 1e19).sentence(kind: .build).hasSuffix("times a day"))
        #expect(QuantityText.format(1e19) == "1e+19")
        #expect((1e19).formatted == "1e+19")
    }
}
