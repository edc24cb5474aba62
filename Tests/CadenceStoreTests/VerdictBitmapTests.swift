import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/schema.md "v10-derived-state": the stored form of day verdicts round-trips, and a value
/// that is too short or holds a meaningless code is refused (the state is then not used).
@Suite struct VerdictBitmapTests {
    let first = Day("2016-06-15")!

    @Test func tenYearsRoundTripInUnderAKilobyte() {
        let through = first.adding(days: 3650)
        var verdicts: [Day: DayVerdict] = [:]
        for offset in stride(from: 0, to: 3650, by: 3) { verdicts[first.adding(days: offset)] = .perfect }
        for offset in stride(from: 1, to: 3650, by: 7) { verdicts[first.adding(days: offset)] = .imperfect }
        let data = VerdictBitmap.encode(verdicts, first: first, through: through)
        #expect(data.count == 913)
        #expect(VerdictBitmap.decode(data, first: first, through: through) == verdicts)
    }

    @Test func daysOutsideTheRangeAreNotStored() {
        let verdicts: [Day: DayVerdict] = [first.adding(days: -1): .perfect, first: .imperfect, first.adding(days: 4): .perfect]
        let data = VerdictBitmap.encode(verdicts, first: first, through: first.adding(days: 4))
        #expect(VerdictBitmap.decode(data, first: first, through: first.adding(days: 4)) == [first: .imperfect])
    }

    @Test func shortOrMeaninglessValuesAreRefused() {
        #expect(VerdictBitmap.decode(Data([0]), first: first, through: first.adding(days: 5)) == nil)
        #expect(VerdictBitmap.decode(Data([0b11]), first: first, through: first.adding(days: 1)) == nil)
        #expect(VerdictBitmap.decode(Data(), first: first, through: first) == [:])
    }

    @Test func aSaveFromADayKeepsTheDaysBeforeIt() {
        let stored: [Day: DayVerdict] = [first: .perfect, first.adding(days: 1): .imperfect, first.adding(days: 2): .perfect]
        let new = StoredVerdicts(from: first.adding(days: 1), through: first.adding(days: 3), verdicts: [first.adding(days: 2): .imperfect])
        #expect(VerdictBitmap.merged(new, onto: stored) == [first: .perfect, first.adding(days: 2): .imperfect])
        let all = StoredVerdicts(from: nil, through: first.adding(days: 3), verdicts: [:])
        #expect(VerdictBitmap.merged(all, onto: stored).isEmpty)
    }
}
