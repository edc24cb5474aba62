import CadenceCore
import Testing

/// One source of user-facing words for every surface (docs/domain-rules.md §10).
@Suite struct WordingTests {
    @Test func difficultyNamesCoverOneToFive() {
        #expect((1...5).compactMap(Wording.difficultyName) == ["very easy", "easy", "moderate", "hard", "very hard"])
        #expect(Wording.difficultyName(0) == nil)
        #expect(Wording.difficultyName(6) == nil)
        #expect(Wording.difficultyName(Int.min) == nil)
    }

    @Test func weekdayNames() {
        #expect(Weekday.allCases.map(Wording.weekdayName) == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        #expect(Wording.shortWeekdayName(.wednesday) == "Wed")
    }

    @Test func monthNamesAndTheirEdges() {
        #expect(Wording.monthName(1) == "January")
        #expect(Wording.monthName(12) == "December")
        #expect(Wording.shortMonthName(9) == "Sep")
        #expect(Wording.monthName(0) == "?")
        #expect(Wording.shortMonthName(13) == "?")
    }

    @Test(arguments: [
        (0.0, "0%"), (0.834, "83%"), (0.836, "84%"), (1.0, "100%"), (-0.5, "-50%"), (1e300, "\(Int.max)%"),
    ])
    func percentRoundsToTheNearestAndClamps(_ rate: Double, _ text: String) {
        #expect(Wording.percent(rate) == text)
    }

    @Test func noRateIsADash() {
        #expect(Wording.percent(nil) == "—")
        #expect(Wording.percent(.nan) == "—")
        #expect(Wording.percent(.infinity) == "—")
    }

    @Test func periodNamesAgreeInNumber() {
        #expect(Wording.periodName(.day, count: 1) == "day")
        #expect(Wording.periodName(.day, count: 0) == "days")
        #expect(Wording.periodName(.week, count: 2) == "weeks")
        #expect(Wording.periodName(.month, count: 1) == "month")
        #expect(Wording.periodName(.block, count: 5) == "blocks")
    }

    /// docs/domain-rules.md §10: exactly one takes the singular; zero, fractions and more the plural.
    @Test(arguments: [
        (1.0, "cups", "cup"), (2, "cups", "cups"), (0, "cups", "cups"), (0.5, "cups", "cups"), (1, "glasses", "glass"),
        (1, "minutes", "minute"), (1, "km", "km"), (1, "boxes", "box"), (1, "dishes", "dish"), (1, "class", "class"),
        (1, "L", "L"), (1, "mL", "mL"), (1, "s", "s"), (1, "times", "time"),
    ])
    func unitsAreSingularForExactlyOne(amount: Double, unit: String, expected: String) {
        #expect(Wording.unit(unit, amount: amount) == expected)
    }

    @Test func countsNameTheirNoun() {
        #expect(Wording.count(1, "check-in") == "1 check-in")
        #expect(Wording.count(0, "check-in") == "0 check-ins")
        #expect(Wording.count(3, "check-in") == "3 check-ins")
        #expect(Wording.count(2, "entry", plural: "entries") == "2 entries")
    }
}
