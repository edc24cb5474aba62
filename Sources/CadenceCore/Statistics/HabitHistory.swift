/// The stored facts the rules read for one habit: its definition, its daily totals and its
/// skipped days, covering `coverageStart` through the last day given.
///
/// docs/domain-rules.md §5 ("facts are stored, answers are derived"): every statistic is computed from
/// this value. When `coverageStart` is after the habit's start, the history is partial and
/// answers that would need older days say so (`Streak.isTruncated`).
public struct HabitHistory: Sendable {
    public let habit: Habit
    /// The first day whose facts are included.
    public let coverageStart: Day
    private let base: Int
    private var totals: [Double]
    private var counts: [Int]
    /// Skipped days as a dense bitmap from `base` (a lookup per day is on the hot path).
    private var skipped: [Bool]

    /// - Parameters:
    ///   - dayTotals: the habit's daily totals (other habits' rows are ignored).
    ///   - skippedDays: days marked skipped in the habit's day records.
    ///   - coverageStart: the first day the totals cover; defaults to the habit's start (complete history).
    public init(habit: Habit, dayTotals: [DayTotal], skippedDays: some Sequence<Day>, coverageStart: Day? = nil) {
        self.habit = habit
        let coverage = max(coverageStart ?? habit.startDay, habit.startDay)
        self.coverageStart = coverage
        base = coverage.ordinal
        let relevant = dayTotals.filter { $0.habitID == habit.id && $0.day >= coverage }
        let length = (relevant.map { $0.day.ordinal - coverage.ordinal }.max() ?? -1) + 1
        var totals = [Double](repeating: 0, count: max(length, 0))
        var counts = [Int](repeating: 0, count: max(length, 0))
        for row in relevant {
            totals[row.day.ordinal - coverage.ordinal] += row.total
            counts[row.day.ordinal - coverage.ordinal] += row.count
        }
        self.totals = totals
        self.counts = counts
        let skippedOffsets = skippedDays.map { $0.ordinal - coverage.ordinal }.filter { $0 >= 0 }
        var skipped = [Bool](repeating: false, count: (skippedOffsets.max() ?? -1) + 1)
        for offset in skippedOffsets { skipped[offset] = true }
        self.skipped = skipped
    }

    /// Whether the facts reach back to the habit's start.
    public var isComplete: Bool { coverageStart <= habit.startDay }

    /// docs/domain-rules.md §3: the day's total (sum of its check-ins); 0 when none.
    public func total(on day: Day) -> Double {
        let index = day.ordinal - base
        return index >= 0 && index < totals.count ? totals[index] : 0
    }

    /// The number of check-ins on a day.
    public func checkInCount(on day: Day) -> Int {
        let index = day.ordinal - base
        return index >= 0 && index < counts.count ? counts[index] : 0
    }

    /// The number of check-ins from `first` through `last`.
    public func checkInCount(from first: Day, through last: Day) -> Int {
        let lower = max(first.ordinal - base, 0)
        let upper = min(last.ordinal - base, counts.count - 1)
        guard lower <= upper else { return 0 }
        return counts[lower...upper].reduce(0, +)
    }

    /// docs/domain-rules.md §3: whether the day is marked skipped.
    public func isSkipped(_ day: Day) -> Bool {
        let index = day.ordinal - base
        return index >= 0 && index < skipped.count && skipped[index]
    }

    /// The first day with a check-in, if any.
    public var firstCheckInDay: Day? {
        counts.firstIndex { $0 > 0 }.map { Day(ordinal: base + $0) }
    }
}
