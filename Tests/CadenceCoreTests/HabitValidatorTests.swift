import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §2, §7: a habit definition is validated and normalized; every violation is a typed error.
@Suite struct HabitValidatorTests {
    func draft(
        name: String = "Read",
        kind: HabitKind = .build,
        goal: Goal = Goal(type: .repetitions, unit: "pages", target: 20),
        baseline: Double? = nil,
        schedule: Schedule = .daily,
        start: String? = "2026-06-01",
        end: String? = nil,
        timesPerDay: Int? = nil
    ) -> HabitDraft {
        HabitDraft(
            name: name, kind: kind, goal: goal, baseline: baseline, schedule: schedule,
            startDay: start.map { Day($0)! },
            endDay: end.map { Day($0)! }, timesPerDay: timesPerDay)
    }

    func expectValid(_ draft: HabitDraft, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: Never.self, sourceLocation: sourceLocation) { _ = try HabitValidator.validated(draft) }
    }

    @Test func validDraftIsNormalized() throws {
        let result = try HabitValidator.validated(
            draft(name: "  Read a book \n", goal: Goal(type: .time, unit: "minutes", target: 30)))
        #expect(result.name == "Read a book")
        #expect(result.goal.unit == "min")
    }

    @Test(arguments: [(GoalType.time, "min"), (.distance, "km"), (.repetitions, "times"), (.capacity, "mL")])
    func missingUnitBecomesTheTypesDefault(type: GoalType, unit: String) throws {
        #expect(try HabitValidator.validated(draft(goal: Goal(type: type, unit: nil, target: 5))).goal.unit == unit)
    }

    // MARK: Names

    @Test(arguments: ["", " ", "   \t\n "])
    func emptyOrWhitespaceNameIsRefused(name: String) {
        expectError(.nameEmpty) { _ = try HabitValidator.validated(draft(name: name)) }
    }

    @Test func nameOfOneHundredCharactersIsAccepted() throws {
        let name = String(repeating: "a", count: 100)
        #expect(try HabitValidator.validated(draft(name: name)).name == name)
        #expect(try HabitValidator.validated(draft(name: "  " + name + "  ")).name == name)
        #expect(try HabitValidator.validated(draft(name: "x")).name == "x")
    }

    @Test func nameOfOneHundredAndOneCharactersIsRefused() {
        expectError(.nameTooLong) { _ = try HabitValidator.validated(draft(name: String(repeating: "a", count: 101))) }
    }

    @Test func nameLengthCountsCharactersNotBytes() throws {
        let name = String(repeating: "é", count: 100)
        #expect(try HabitValidator.validatedName(name) == name)
        expectError(.nameTooLong) { _ = try HabitValidator.validatedName(name + "🏃") }
    }

    // MARK: Targets

    @Test(arguments: [0.0, -1, -0.001, .nan, .infinity, -.infinity])
    func buildTargetMustBePositiveAndFinite(target: Double) {
        expectError(.targetInvalid) {
            _ = try HabitValidator.validated(draft(goal: Goal(type: .distance, unit: "km", target: target)))
        }
    }

    @Test func quitLimitMayBeZero() {
        expectValid(draft(kind: .quit, goal: Goal(type: .none, target: 0)))
        expectValid(draft(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 0)))
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func quitLimitMustBeZeroOrMoreAndFinite(limit: Double) {
        expectError(.targetInvalid) {
            _ = try HabitValidator.validated(draft(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: limit)))
        }
    }

    @Test func simpleHabitCountsWholeTimes() {
        expectError(.targetInvalid) { _ = try HabitValidator.validated(draft(goal: Goal(type: .none, target: 1.5))) }
    }

    // MARK: Units

    @Test(arguments: [
        (GoalType.time, "km"), (.distance, "kg"), (.weight, "L"), (.capacity, "min"), (.cups, "mL"),
        (.calories, "times"),
        (.repetitions, "km"), (.repetitions, "min"), (.none, "km"), (.none, "pages"),
    ])
    func unitMustBelongToTheGoalType(type: GoalType, unit: String) {
        expectError(.unitIncompatible) {
            _ = try HabitValidator.validated(draft(goal: Goal(type: type, unit: unit, target: 1)))
        }
    }

    @Test(arguments: [
        (GoalType.time, "sec"), (.time, "hr"), (.distance, "mi"), (.distance, "m"), (.weight, "lb"), (.weight, "g"),
        (.capacity, "L"), (.cups, "cups"), (.calories, "kcal"), (.repetitions, "times"),
    ])
    func everyUnitOfTheTableIsAccepted(type: GoalType, unit: String) throws {
        #expect(try HabitValidator.validated(draft(goal: Goal(type: type, unit: unit, target: 1))).goal.unit == unit)
    }

    /// docs/domain-rules.md §7: custom labels only for `repetitions`.
    @Test(arguments: ["pages", "chapters", "laps"])
    func customLabelIsAcceptedForRepetitions(label: String) throws {
        #expect(
            try HabitValidator.validated(draft(goal: Goal(type: .repetitions, unit: label, target: 5))).goal.unit
                == label)
    }

    @Test(arguments: [GoalType.time, .distance, .weight, .capacity, .cups, .calories])
    func customLabelIsRefusedForOtherTypes(type: GoalType) {
        expectError(.customUnitNotAllowed) {
            _ = try HabitValidator.validated(draft(goal: Goal(type: type, unit: "pages", target: 5)))
        }
    }

    // MARK: Quit baseline

    @Test(arguments: [2.0, 1, 0])
    func baselineAtOrBelowTheLimitIsRefused(baseline: Double) {
        expectError(.baselineNotAboveLimit) {
            _ = try HabitValidator.validated(
                draft(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), baseline: baseline))
        }
    }

    @Test func baselineAboveTheLimitIsAccepted() throws {
        let result = try HabitValidator.validated(
            draft(kind: .quit, goal: Goal(type: .none, target: 0), baseline: 10))
        #expect(result.baseline == 10)
    }

    @Test func baselineMustBeFinite() {
        expectError(.baselineNotAboveLimit) {
            _ = try HabitValidator.validated(draft(kind: .quit, goal: Goal(type: .none, target: 0), baseline: .nan))
        }
    }

    @Test func baselineIsOnlyForQuitHabits() {
        expectError(.baselineNotAllowed) { _ = try HabitValidator.validated(draft(baseline: 10)) }
    }

    // MARK: Times per day

    /// docs/domain-rules.md §2: for `none`, the daily target is times per day, 1 by default.
    @Test func simpleGoalIsOncePerDayByDefault() {
        let goal = HabitDraft(name: "Floss").goal
        #expect(goal.type == .none && goal.unit == nil && goal.period == .day)
        #expect(goal.target == 1 && goal.timesPerDay == 1)
        #expect(Goal(type: .time, unit: "min", target: 30).timesPerDay == 1)
    }

    @Test func timesPerDayBecomesTheTargetOfASimpleHabit() throws {
        let result = try HabitValidator.validated(draft(goal: .simple(), timesPerDay: 3))
        #expect(result.goal.target == 3)
        #expect(result.goal.timesPerDay == 3)
    }

    @Test(arguments: [GoalType.repetitions, .time, .distance])
    func timesPerDayAboveOneIsOnlyForSimpleHabits(type: GoalType) {
        expectError(.timesPerDayNotAllowed) {
            _ = try HabitValidator.validated(draft(goal: Goal(type: type, unit: nil, target: 5), timesPerDay: 2))
        }
    }

    @Test func timesPerDayOfOneIsAllowedForMeasuredHabits() {
        expectValid(draft(goal: Goal(type: .time, unit: "min", target: 5), timesPerDay: 1))
    }

    @Test func timesPerDayBelowOneIsRefused() {
        expectError(.targetInvalid) { _ = try HabitValidator.validated(draft(goal: .simple(), timesPerDay: 0)) }
    }
}
