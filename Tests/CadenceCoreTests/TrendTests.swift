import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §5: a window shorter than 60 days is split into 7-day buckets counted
/// back from its last day (the first may be shorter); 60 days or more, into calendar months.
@Suite struct TrendTests {
    @Test func fiftyNineDaysGiveWeeklyBucketsWithAShorterFirstOne() {
        let buckets = TrendBucket.buckets(for: DateWindow.last(59, endingOn: Day("2026-06-17")!))
        #expect(buckets.count == 9)
        #expect(buckets.first == window("2026-04-20", "2026-04-22"))
        #expect(buckets.last == window("2026-06-11", "2026-06-17"))
        #expect(buckets.map(\.length) == [3, 7, 7, 7, 7, 7, 7, 7, 7])
    }

    @Test func sixtyDaysGiveCalendarMonthsClippedToTheWindow() {
        let buckets = TrendBucket.buckets(for: DateWindow.last(60, endingOn: Day("2026-06-17")!))
        #expect(
            buckets == [
                window("2026-04-19", "2026-04-30"), window("2026-05-01", "2026-05-31"),
                window("2026-06-01", "2026-06-17"),
            ])
    }

    @Test func sixtyDaysAcrossFebruaryGiveThreeMonths() {
        let buckets = TrendBucket.buckets(for: window("2026-01-15", "2026-03-15"))
        #expect(window("2026-01-15", "2026-03-15").length == 60)
        #expect(
            buckets == [
                window("2026-01-15", "2026-01-31"), window("2026-02-01", "2026-02-28"),
                window("2026-03-01", "2026-03-15"),
            ])
    }

    @Test(arguments: [(1, [1]), (7, [7]), (8, [1, 7]), (14, [7, 7]), (30, [2, 7, 7, 7, 7])])
    func shortWindowsSplitFromTheirLastDay(length: Int, sizes: [Int]) {
        let buckets = TrendBucket.buckets(for: DateWindow.last(length, endingOn: Day("2026-06-17")!))
        #expect(buckets.map(\.length) == sizes)
        #expect(buckets.last?.to == Day("2026-06-17")!)
    }

    @Test func yearLongWindowGivesThirteenMonthBuckets() {
        let buckets = TrendBucket.buckets(for: window("2025-06-17", "2026-06-17"))
        #expect(buckets.count == 13)
        #expect(
            buckets.dropFirst().dropLast().allSatisfy { $0.from == $0.from.firstOfMonth && $0.to == $0.to.lastOfMonth })
    }

    @Test(arguments: Array(1...130))
    func bucketsTileTheWindowInOrder(length: Int) {
        let whole = DateWindow.last(length, endingOn: Day("2026-03-10")!)
        let buckets = TrendBucket.buckets(for: whole)
        #expect(buckets.first?.from == whole.from)
        #expect(buckets.last?.to == whole.to)
        for (earlier, later) in zip(buckets, buckets.dropFirst()) {
            #expect(earlier.to.adding(days: 1) == later.from)
        }
        #expect(buckets.reduce(0) { $0 + $1.length } == length)
    }

    /// docs/domain-rules.md §5: each bucket reports its dates, check-in count and completion rate.
    @Test func bucketsReportCheckInsAndCompletionRate() throws {
        // Twice a day, from June 4. June 4–10 all done; June 11–16 half done; today pending.
        let habit = makeHabit(goal: .simple(timesPerDay: 2), start: "2026-06-04")
        var totals: [String: Double] = [:]
        for day in Day("2026-06-04")!.through(Day("2026-06-10")!) { totals[day.description] = 2 }
        for day in Day("2026-06-11")!.through(Day("2026-06-16")!) { totals[day.description] = 1 }
        let stats = statistics(
            of: history(habit, totals: totals), today: "2026-06-17",
            window: window("2026-05-28", "2026-06-17"))
        #expect(
            stats.trend.map(\.window) == [
                window("2026-05-28", "2026-06-03"), window("2026-06-04", "2026-06-10"),
                window("2026-06-11", "2026-06-17"),
            ])
        #expect(stats.trend.map(\.completions) == [0, 14, 6])
        #expect(stats.trend[0].completionRate == nil)
        #expect(stats.trend[1].completionRate == 1)
        #expect(stats.trend[2].completionRate == 0.5)
    }
}
