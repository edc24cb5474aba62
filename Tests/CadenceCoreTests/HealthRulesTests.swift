import Foundation
import Testing

@testable import CadenceCore

/// docs/domain-rules.md §12 "Health": units, sane ranges, one value a day, day aggregation and
/// range summaries at their edges.
@Suite struct HealthRulesTests {
    let today = Day("2026-03-18")!
    let instant = Date(timeIntervalSince1970: 1_773_831_600)

    func stored(_ type: HealthType, _ value: Double, _ unit: String? = nil, day: Day? = nil) throws -> Double {
        try HealthEntryValidator.storedValue(type: type, value: value, unit: unit, day: day ?? today, today: today, note: nil)
    }

    func message(_ body: () throws -> Double) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as CadenceError {
            return error.message
        } catch {
            return nil
        }
    }

    func refusal(_ body: () throws -> Double) -> CadenceError.Code? {
        do {
            _ = try body()
            return nil
        } catch let error as CadenceError {
            return error.code
        } catch {
            return nil
        }
    }

    @Test func unitsConvertToTheStoredUnit() throws {
        #expect(try stored(.water, 2, "cups") == 500)
        #expect(try stored(.water, 1.5, "L") == 1_500)
        #expect(try stored(.water, 330, "ml") == 330)
        #expect(try stored(.sleep, 450, "min") == 7.5)
        #expect(abs(try stored(.weight, 165, "lb") - 74.842_741_05) < 1e-6)
        #expect(try stored(.water, 0.5, "cups") == 125)
        #expect(try stored(.steps, 8_000) == 8_000)
        #expect(refusal { try stored(.water, 2, "kg") } == .unitIncompatible)
        #expect(refusal { try stored(.steps, 10, "km") } == .unitIncompatible)
    }

    @Test func valuesAreFiniteAndInsideTheirSaneRange() throws {
        for value in [-1, -0.000_1, .nan, .infinity, -.infinity] {
            #expect(refusal { try stored(.water, value) } == .amountInvalid, "\(value)")
            #expect(refusal { try stored(.sleep, value) } == .amountInvalid, "\(value)")
        }
        #expect((try? stored(.sleep, -0.0))?.sign == .plus)
        #expect(refusal { try stored(.mood, 0) } == .amountInvalid)
        #expect(refusal { try stored(.mood, 6) } == .amountInvalid)
        #expect(refusal { try stored(.mood, 3.5) } == .amountInvalid)
        #expect((try? stored(.mood, 1)) == 1 && (try? stored(.mood, 5)) == 5)
        #expect(refusal { try stored(.steps, 10.5) } == .amountInvalid)
        #expect(refusal { try stored(.steps, 200_001) } == .amountInvalid)
        #expect((try? stored(.steps, 200_000)) == 200_000)
        #expect(refusal { try stored(.weight, 1e308) } == .amountInvalid)
        // A drink of water: 1 mL to 5 L.
        #expect((try? stored(.water, 1)) == 1 && (try? stored(.water, 5_000)) == 5_000 && (try? stored(.water, 5, "L")) == 5_000)
        #expect(refusal { try stored(.water, 0.999) } == .amountInvalid)
        #expect(refusal { try stored(.water, 5_000.5) } == .amountInvalid)
        #expect(message { try stored(.water, 100, "L") } == "100 L is outside the sane range of a drink of water: 0.01 to 5 L")
    }

    @Test func aWeightIs20To400KilogramsInEitherUnit() {
        #expect((try? stored(.weight, 20)) == 20 && (try? stored(.weight, 400)) == 400)
        #expect(refusal { try stored(.weight, 19.999) } == .amountInvalid)
        #expect(refusal { try stored(.weight, 400.001) } == .amountInvalid)
        #expect(message { try stored(.weight, 714) } == "714 kg is outside the sane range of a weight: 20 to 400 kg")
        #expect(message { try stored(.weight, 1_574, "lb") } == "1574 lb is outside the sane range of a weight: 44.1 to 881.84 lb")
        // Every value the message names is accepted.
        #expect((try? stored(.weight, 44.1, "lb")) != nil && (try? stored(.weight, 881.84, "lb")) != nil)
        #expect(refusal { try stored(.weight, 44.09, "lb") } == .amountInvalid)
        #expect(refusal { try stored(.weight, 881.85, "lb") } == .amountInvalid)
    }

    @Test func aNightsSleepIsAtMost24Hours() {
        #expect((try? stored(.sleep, 24)) == 24 && (try? stored(.sleep, 0)) == 0)
        #expect(refusal { try stored(.sleep, 24.01) } == .amountInvalid)
        #expect((try? stored(.sleep, 1_440, "min")) == 24)
        #expect(message { try stored(.sleep, 1_441, "min") } == "1441 min is outside the sane range of a night's sleep: 0 to 1440 min")
        #expect(message { try stored(.steps, 200_001) } == "200001 steps is outside the sane range of a day's steps: 0 to 200000 steps")
        #expect(message { try stored(.mood, 6) } == "6 is outside the sane range of a mood: 1 to 5")
        #expect(message { try stored(.mood, 2.5) } == "a mood is a whole number from 1 to 5")
    }

    @Test func sleepStepsAndWeightAreOneValueADay() {
        #expect(HealthType.allCases.filter(\.isOnePerDay) == [.sleep, .steps, .weight])
        let entries = [
            HealthEntry(id: 1, type: .sleep, day: today, value: 8.5, createdAt: instant.addingTimeInterval(60)),
            HealthEntry(id: 2, type: .sleep, day: today, value: 7.5, createdAt: instant),
            HealthEntry(id: 3, type: .sleep, day: today.adding(days: -1), value: 6, createdAt: instant.addingTimeInterval(120)),
            HealthEntry(id: 4, type: .water, day: today, value: 250, createdAt: instant),
        ]
        #expect(HealthEntryValidator.replaced(by: .sleep, on: today, among: entries)?.id == 1, "the latest recorded")
        #expect(HealthEntryValidator.replaced(by: .steps, on: today, among: entries) == nil)
        #expect(HealthEntryValidator.replaced(by: .water, on: today, among: entries) == nil, "water adds a drink")
        #expect(HealthEntryValidator.replaced(by: .sleep, on: today.adding(days: -2), among: entries) == nil)
    }

    @Test func noDayAfterTodayAndNotesAreBounded() {
        #expect(refusal { try stored(.steps, 1, day: today.adding(days: 1)) } == .checkInInFuture)
        #expect((try? stored(.steps, 1, day: Day.supported.lowerBound)) == 1)
        let longNote = String(repeating: "n", count: 1_001)
        #expect(
            refusal {
                try HealthEntryValidator.storedValue(type: .mood, value: 3, unit: nil, day: today, today: today, note: longNote)
            } == .noteTooLong)
    }

    @Test func waterSumsAndEveryOtherTypeTakesTheDaysLatest() {
        let entries = [
            HealthEntry(id: 1, type: .water, day: today, value: 250, createdAt: instant),
            HealthEntry(id: 2, type: .water, day: today, value: 500, createdAt: instant),
            HealthEntry(id: 3, type: .mood, day: today, value: 2, createdAt: instant),
            HealthEntry(id: 4, type: .mood, day: today, value: 5, createdAt: instant),
            HealthEntry(id: 6, type: .weight, day: today, value: 71, createdAt: instant.addingTimeInterval(60)),
            HealthEntry(id: 5, type: .weight, day: today, value: 70, createdAt: instant),
            HealthEntry(id: 7, type: .weight, day: today.adding(days: -1), value: 72, createdAt: instant),
        ]
        let days = HealthDayValue.of(entries)
        #expect(days.map(\.type) == [.mood, .water, .weight, .weight])
        #expect(days.first { $0.type == .water }?.value == 750)
        #expect(days.first { $0.type == .mood }?.value == 5, "the day's latest mood (same instant: the larger id)")
        #expect(days.first { $0.type == .weight && $0.day == today }?.value == 71, "the last recorded, not the last id")
        #expect(days.last?.entries == 2)
        #expect(HealthDayValue.of([]) == [])
    }

    @Test func rangeSummariesCountDaysWithEntriesOnly() throws {
        let window = DateWindow.last(7, endingOn: today)
        let entries = [
            HealthEntry(id: 1, type: .sleep, day: today.adding(days: -6), value: 6, createdAt: instant),
            HealthEntry(id: 2, type: .sleep, day: today.adding(days: -5), value: 7, createdAt: instant),
            HealthEntry(id: 3, type: .sleep, day: today, value: 8, createdAt: instant),
            HealthEntry(id: 4, type: .sleep, day: today, value: 1, createdAt: instant),
            HealthEntry(id: 5, type: .sleep, day: today.adding(days: -7), value: 12, createdAt: instant),
        ]
        let sleep = HealthRangeSummary(type: .sleep, window: window, entries: entries)
        #expect(sleep.daysWithEntries == 3)
        #expect(sleep.mean == 14.0 / 3, "today's value is its latest entry (1 h), not 8 + 1")
        #expect(sleep.minimum == 1 && sleep.maximum == 7)
        #expect(sleep.latest?.value == 1 && sleep.latest?.day == today && sleep.latest?.entries == 2)
        #expect(sleep.trend == 1 - 6.5, "later half (from day 4 of 7) minus earlier half")
        let empty = HealthRangeSummary(type: .steps, window: window, entries: entries)
        #expect(empty.daysWithEntries == 0 && empty.mean == nil && empty.trend == nil && empty.latest == nil)
        let oneHalf = HealthRangeSummary(type: .sleep, window: window, entries: [entries[2]])
        #expect(oneHalf.trend == nil, "a trend needs both halves")
        let single = HealthRangeSummary(type: .sleep, window: .last(1, endingOn: today), entries: entries)
        #expect(single.daysWithEntries == 1 && single.trend == nil)
    }
}
