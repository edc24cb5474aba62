import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §3, §7: amounts ≥ 0 and finite, converted from a compatible unit; difficulty 1–5;
/// no check-in after today or before the habit's start.
@Suite struct CheckInValidatorTests {
    private let habit = makeHabit(goal: Goal(type: .distance, unit: "m", target: 5000), start: "2026-06-10")

    @Test(arguments: [0.0, 1, 2.5, 1e9])
    func amountsOfZeroOrMoreAreAccepted(amount: Double) {
        #expect(throws: Never.self) { try CheckInValidator.validate(amount: amount) }
    }

    @Test(arguments: [-1.0, -0.000_001, .nan, .infinity, -.infinity])
    func negativeOrNonFiniteAmountsAreRefused(amount: Double) {
        expectError(.amountInvalid) { try CheckInValidator.validate(amount: amount) }
        expectError(.amountInvalid) { _ = try CheckInValidator.amount(amount, in: "km", for: habit) }
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func difficultyOneToFiveIsAccepted(difficulty: Int) {
        #expect(throws: Never.self) { try CheckInValidator.validate(difficulty: difficulty) }
    }

    @Test(arguments: [0, 6, -1])
    func difficultyOutsideOneToFiveIsRefused(difficulty: Int) {
        expectError(.difficultyOutOfRange) { try CheckInValidator.validate(difficulty: difficulty) }
    }

    @Test func checkInAfterTodayIsRefused() {
        expectError(.checkInInFuture) {
            try CheckInValidator.validate(day: Day("2026-06-18")!, for: habit, today: Day("2026-06-17")!)
        }
    }

    @Test func checkInBeforeTheStartIsRefused() {
        expectError(.checkInBeforeStart) {
            try CheckInValidator.validate(day: Day("2026-06-09")!, for: habit, today: Day("2026-06-17")!)
        }
    }

    @Test(arguments: ["2026-06-10", "2026-06-13", "2026-06-17"])
    func checkInFromTheStartThroughTodayIsAccepted(day: String) {
        #expect(throws: Never.self) {
            try CheckInValidator.validate(day: Day(day)!, for: habit, today: Day("2026-06-17")!)
        }
    }

    /// docs/domain-rules.md §3: an amount is converted from a compatible unit on entry.
    @Test(arguments: [(2.0, "km", 2000.0), (1, "mi", 1609.344), (750, "m", 750), (3, String?.none, 3)])
    func amountsAreConvertedIntoTheHabitsUnit(amount: Double, unit: String?, expected: Double) throws {
        #expect(abs(try CheckInValidator.amount(amount, in: unit, for: habit) - expected) < 1e-9)
    }

    @Test(arguments: ["kg", "min", "pages", "L"])
    func incompatibleUnitsAreRefused(unit: String) {
        expectError(.unitIncompatible) { _ = try CheckInValidator.amount(1, in: unit, for: habit) }
    }

    @Test func simpleHabitTakesNoUnit() throws {
        let simple = makeHabit(start: "2026-06-10")
        expectError(.unitIncompatible) { _ = try CheckInValidator.amount(1, in: "times", for: simple) }
        #expect(try CheckInValidator.amount(1, in: nil, for: simple) == 1)
    }

    @Test func notesAreTrimmedEmptyMeansNoneAndLengthIsLimited() throws {
        #expect(try CheckInValidator.validatedNote("  felt good \n") == "felt good")
        #expect(try CheckInValidator.validatedNote("   ") == nil)
        #expect(try CheckInValidator.validatedNote(nil) == nil)
        let longest = String(repeating: "n", count: CheckInValidator.maximumNoteLength)
        #expect(try CheckInValidator.validatedNote(longest) == longest)
        expectError(.noteTooLong) { _ = try CheckInValidator.validatedNote(longest + "n") }
    }
}
