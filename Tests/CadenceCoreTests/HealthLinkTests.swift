import Foundation
import Testing

@testable import CadenceCore

/// docs/domain-rules.md "§18 Habits fed by health data": the goal a link gives, the
/// day total a day's entries make, and the link's words, at their edges.
@Suite struct HealthLinkTests {
    private let paris = UserCalendar(timeZone: TimeZone(identifier: "Europe/Paris")!)
    private let kiritimati = UserCalendar(timeZone: TimeZone(identifier: "Pacific/Kiritimati")!)

    private func entry(_ type: HealthType, _ day: Day, _ value: Double, at: Date, id: Int64) -> HealthEntry {
        HealthEntry(id: id, type: type, day: day, value: value, createdAt: at)
    }

    @Test func aSleepAcrossMidnightAndTheSpringChangeIsTheValueOfTheDayYouWake() throws {
        // Paris moves from 02:00 to 03:00 on 2026-03-29: the night is an hour shorter, but it is
        // the value logged that counts, once, on the day it is dated.
        let change = try #require(Day("2026-03-29"))
        let before = entry(.sleep, change, 8, at: paris.instant(on: change, hour: 7, minute: 0), id: 1)
        let corrected = entry(.sleep, change, 7.25, at: paris.instant(on: change, hour: 9, minute: 30), id: 2)
        let previous = entry(.sleep, change.adding(days: -1), 6, at: paris.instant(on: change.adding(days: -1), hour: 23, minute: 59), id: 3)
        let totals = HealthLink.dayTotals(of: .sleep, entries: [corrected, previous, before])
        #expect(totals[change] == 7.25, "several sleeps of one day (a store from before): the latest is the night")
        #expect(totals[change.adding(days: -1)] == 6)
        #expect(HealthLink.dayTotal(of: .sleep, entries: []) == 0)
        // The autumn change (25 hours): 24 h is the largest night and still one value.
        let autumn = try #require(Day("2026-10-25"))
        #expect(
            HealthLink.dayTotal(of: .sleep, entries: [entry(.sleep, autumn, 24, at: paris.instant(on: autumn, hour: 10, minute: 0), id: 4)]) == 24)
    }

    @Test func waterAddsUpOnTheDayEachDrinkIsDatedInAFarZone() throws {
        let day = try #require(Day("2026-12-31"))
        let next = day.adding(days: 1)
        let drinks = [
            entry(.water, day, 250, at: kiritimati.instant(on: day, hour: 23, minute: 59), id: 1),
            entry(.water, next, 300, at: kiritimati.instant(on: next, hour: 0, minute: 0), id: 2),
            entry(.water, day, 5_000, at: kiritimati.instant(on: next, hour: 0, minute: 1), id: 3),
            entry(.mood, day, 4, at: kiritimati.instant(on: day, hour: 8, minute: 0), id: 4),
        ]
        let totals = HealthLink.dayTotals(of: .water, entries: drinks)
        #expect(totals == [day: 5_250, next: 300], "a drink backfilled after midnight counts on its own day; a mood is no water")
    }

    @Test func weightAndMoodCountOnceADayLogged() throws {
        let day = try #require(Day("2028-02-29"))
        let moods = (1...5).map { entry(.mood, day, Double($0), at: paris.instant(on: day, hour: $0, minute: 0), id: Int64($0)) }
        #expect(HealthLink.dayTotal(of: .mood, entries: moods) == 1)
        #expect(HealthLink.dayTotal(of: .weight, entries: [entry(.weight, day, 400, at: paris.instant(on: day, hour: 7, minute: 0), id: 9)]) == 1)
        #expect(HealthLink.dayTotal(of: .weight, entries: moods) == 0)
    }

    @Test func stepsAtTheirLargestValueStayWithinAHabitsDay() {
        let goal = HealthLink.goal(for: .steps, target: 200_000)
        #expect(goal == Goal(type: .repetitions, unit: "steps", target: 200_000, period: .day))
        #expect(QuantityLimits.maximumPerDay(for: goal) >= 200_000, "the largest sane steps value is a day a habit can hold")
        #expect(QuantityLimits.maximumPerDay(for: HealthLink.goal(for: .sleep, target: 8)) == 24)
        #expect(QuantityLimits.maximumPerDay(for: HealthLink.goal(for: .water, target: 1)) >= 100_000)
    }

    @Test func aLinkMakesTheMetricsGoal() throws {
        var draft = HabitDraft(name: "Walk", kind: .quit, goal: Goal(type: .distance, unit: "km", target: 5), baseline: 9, linkedHealth: .steps)
        let valid = try HabitValidator.validated(draft)
        #expect(valid.kind == .build)
        #expect(valid.goal == Goal(type: .repetitions, unit: "steps", target: 10_000, period: .day), "another goal type: the default")
        #expect(valid.baseline == nil)
        draft = HabitDraft(name: "Water", goal: Goal(type: .capacity, unit: "L", target: 2.5), linkedHealth: .water)
        #expect(try HabitValidator.validated(draft).goal == Goal(type: .capacity, unit: "mL", target: 2_500, period: .day))
        draft = HabitDraft(name: "Mood", goal: Goal(type: .time, unit: "min", target: 30), linkedHealth: .mood)
        #expect(try HabitValidator.validated(draft).goal == .simple())
        draft = HabitDraft(name: "Plain", goal: Goal(type: .time, unit: "min", target: 30))
        #expect(try HabitValidator.validated(draft).goal.unit == "min", "no link, nothing changes")
    }

    @Test func aPatchLinksUnlinksAndTakesTheTargetInTheMetricsUnit() {
        var draft = HabitDraft(name: "Sleep")
        var patch = HabitPatch()
        patch.linkedHealth = .some(.sleep)
        patch.target = 7.5
        patch.apply(to: &draft)
        #expect(draft.linkedHealth == .sleep)
        #expect(draft.goal == Goal(type: .time, unit: "hr", target: 7.5, period: .day))
        var unlink = HabitPatch()
        unlink.linkedHealth = .some(nil)
        unlink.apply(to: &draft)
        #expect(draft.linkedHealth == nil)
        #expect(draft.goal.unit == "hr", "unlinking keeps the goal")
        var target = HabitPatch()
        target.target = 9
        target.apply(to: &draft)
        #expect(draft.goal.target == 9)
    }

    @Test func linkNamesAreReadInOnePlace() {
        #expect(HealthLink.link(named: "Steps") == .some(.steps))
        #expect(HealthLink.link(named: " none ") == .some(nil))
        #expect(HealthLink.link(named: "") == .some(nil))
        #expect(HealthLink.link(named: "calories") == nil)
        #expect(HealthLink.unknownLink("calories").contains("steps, water, sleep, weight, mood, or none"))
        #expect(HealthLink.refusal(habit: "Walk", type: .steps).contains("log the steps value on Health instead"))
    }
}
