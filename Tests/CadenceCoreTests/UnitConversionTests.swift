import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §2: each goal type has its units; units convert within a type and not across.
@Suite struct UnitConversionTests {
    @Test(arguments: [
        (1.0, "km", "m", 1000.0), (2500.0, "m", "km", 2.5), (1.0, "mi", "km", 1.609_344), (1.0, "mi", "m", 1609.344),
        (90.0, "min", "hr", 1.5), (1.0, "hr", "sec", 3600.0), (30.0, "sec", "min", 0.5),
        (1.0, "lb", "kg", 0.453_592_37), (2.0, "kg", "g", 2000.0), (1.0, "kg", "lb", 1 / 0.453_592_37),
        (1.5, "L", "mL", 1500.0), (250.0, "mL", "L", 0.25), (3.0, "cups", "cups", 3.0), (500.0, "kcal", "kcal", 500.0),
        (4.0, "times", "times", 4.0),
    ])
    func convertsWithinAGoalType(amount: Double, from: String, to: String, expected: Double) throws {
        let converted = try #require(MeasureUnit.convert(amount, from: from, to: to))
        #expect(abs(converted - expected) < 1e-9)
    }

    @Test(arguments: [
        ("km", "kg"), ("min", "m"), ("L", "kg"), ("cups", "mL"), ("kcal", "times"), ("hr", "km"), ("lb", "L"),
        ("times", "pages"), ("pages", "km"),
    ])
    func refusesToConvertAcrossGoalTypes(from: String, to: String) {
        #expect(MeasureUnit.convert(1, from: from, to: to) == nil)
        #expect(MeasureUnit.convert(1, from: to, to: from) == nil)
    }

    /// docs/domain-rules.md §2: custom count labels convert only to themselves.
    @Test func customLabelsConvertOnlyToThemselves() {
        #expect(MeasureUnit.convert(12, from: "pages", to: "pages") == 12)
        #expect(MeasureUnit.convert(12, from: "pages", to: "chapters") == nil)
    }

    @Test(arguments: [
        ("minutes", "min"), ("ml", "mL"), ("l", "L"), ("Kilometers", "km"), ("lbs", "lb"), ("hours", "hr"),
    ])
    func commonSpellingsReachTheCanonicalUnit(spelling: String, symbol: String) throws {
        #expect(try #require(MeasureUnit.known(spelling)).symbol == symbol)
        #expect(MeasureUnit.canonical(spelling) == symbol)
    }

    @Test func commonSpellingsConvert() {
        #expect(MeasureUnit.convert(2, from: "kilometers", to: "m") == 2000)
        #expect(MeasureUnit.convert(1, from: "l", to: "mL") == 1000)
    }

    /// docs/domain-rules.md §2's table of goal types and units.
    @Test(arguments: [
        (GoalType.repetitions, ["times"]), (.time, ["sec", "min", "hr"]), (.cups, ["cups"]), (.calories, ["kcal"]),
        (.distance, ["m", "km", "mi"]), (.weight, ["g", "kg", "lb"]), (.capacity, ["mL", "L"]), (.none, []),
    ])
    func catalogMatchesTheGoalTypeTable(type: GoalType, symbols: [String]) {
        #expect(Set(MeasureUnit.catalog.filter { $0.goalType == type }.map(\.symbol)) == Set(symbols))
    }

    @Test(arguments: [
        (GoalType.none, String?.none), (.repetitions, "times"), (.time, "min"), (.cups, "cups"), (.calories, "kcal"),
        (.distance, "km"), (.weight, "kg"), (.capacity, "mL"),
    ])
    func eachGoalTypeHasADefaultUnitOfItsOwn(type: GoalType, unit: String?) {
        #expect(type.defaultUnit == unit)
        if let unit { #expect(MeasureUnit.known(unit)?.goalType == type) }
    }

    /// docs/domain-rules.md §2: boolean/count/duration kinds and free-form units map to a goal type.
    @Test(arguments: [
        (String?.none, GoalType.none), ("", .none), ("times", .repetitions), ("min", .time), ("minutes", .time),
        ("km", .distance), ("kcal", .calories), ("L", .capacity), ("lb", .weight), ("cups", .cups),
        ("pages", .repetitions), ("chapters", .repetitions),
    ])
    func unitImpliesItsGoalType(unit: String?, type: GoalType) {
        #expect(GoalType.implied(byUnit: unit) == type)
    }

    /// The unit's trimming without Foundation trims exactly what `CharacterSet.whitespaces` does:
    /// spaces of every kind (Zs) and tabs at the ends, never newlines or the inside.
    @Test(arguments: [
        "km", " km", "km ", "\tkm\t", "\u{00A0}min\u{3000}", "\u{2009}cups", "pages\n", "\nL", " ", "", "a b", "\u{200B}kg",
        "e\u{301}", " \u{301}", "🙂 ", "\r\nmL",
    ])
    func trimmingMatchesFoundation(text: String) {
        #expect(MeasureUnit.trimmingWhitespace(text) == text.trimmingCharacters(in: .whitespaces))
        #expect(MeasureUnit.known(text) == MeasureUnit.known(text.trimmingCharacters(in: .whitespaces)))
    }
}
