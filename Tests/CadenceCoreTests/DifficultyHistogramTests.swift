import CadenceCore
import Testing

/// Counting rated days for the difficulty chart (docs/domain-rules.md §3).
@Suite struct DifficultyHistogramTests {
    private func record(_ day: String, difficulty: Int?) -> DayRecord {
        DayRecord(habitID: 1, day: Day(day) ?? Day(ordinal: 0), difficulty: difficulty)
    }

    @Test func countsEachRating() {
        let records = [
            record("2026-03-01", difficulty: 1), record("2026-03-02", difficulty: 3), record("2026-03-03", difficulty: 3),
            record("2026-03-04", difficulty: 5), record("2026-03-05", difficulty: nil),
        ]
        #expect(DifficultyHistogram(records: records).counts == [1, 0, 2, 0, 1])
    }

    @Test func noRecordsIsFiveZeros() {
        #expect(DifficultyHistogram(records: []).counts == [0, 0, 0, 0, 0])
        #expect(DifficultyHistogram.empty.counts == [0, 0, 0, 0, 0])
    }

    @Test(arguments: [0, 6, -1, Int.max, Int.min])
    func ratingsOutsideOneToFiveAreNotCounted(_ difficulty: Int) {
        #expect(DifficultyHistogram(records: [record("2026-03-01", difficulty: difficulty)]).counts == [0, 0, 0, 0, 0])
    }
}
