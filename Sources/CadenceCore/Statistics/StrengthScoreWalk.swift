import Foundation

/// docs/domain-rules.md §5 "Strength score": the daily walk of Loop's score as a value that can
/// stop at any day and go on later — the stored derived state keeps `score` and `rolling` at its
/// anchor (docs/domain-rules.md §5 "Stored derived state"), and walking on from there gives
/// exactly (bit for bit) the score of one walk from the habit's start.
public struct StrengthScoreWalk: Sendable {
    public let habit: Habit
    /// The rolling window's length in days (the frequency's denominator, doubled for
    /// simple habits with f < 1): how far back a resumed walk reads.
    public let denominator: Int
    private let numerator: Int
    private let countsSuccessfulDays: Bool
    private let windowTarget: Double
    private let multiplier: Double
    /// The score after the last day walked.
    public private(set) var score: Double
    /// The sum of the values of the last `denominator` days walked, carried as the one walk
    /// from the start carries it (so resuming adds and subtracts in the same order).
    public private(set) var rolling: Double

    /// A walk about to start at the habit's start (`score` 0, or 1 for a quit habit), or one
    /// resuming with a stored `score` and `rolling`.
    public init(habit: Habit, score: Double? = nil, rolling: Double = 0) {
        self.habit = habit
        var (numerator, denominator) = StrengthScore.frequency(of: habit)
        let frequency = Double(numerator) / Double(denominator)
        if habit.goal.type == .none, frequency < 1 {
            numerator *= 2
            denominator *= 2
        }
        self.numerator = numerator
        self.denominator = denominator
        countsSuccessfulDays = habit.kind == .build && habit.goal.type == .none && habit.goal.period == .day
        windowTarget = habit.goal.target * Double(numerator)
        multiplier = pow(0.5, frequency.squareRoot() / 13)
        self.score = score ?? (habit.kind == .quit ? 1 : 0)
        self.rolling = rolling
    }

    /// A day's value in the rolling window: 0 when skipped, else 1/0 for a simple build
    /// habit's success, or the day's total.
    public func value(on day: Day, in history: HabitHistory) -> Double {
        guard !history.isSkipped(day) else { return 0 }
        let total = history.total(on: day)
        return countsSuccessfulDays ? (habit.isSuccessful(dayTotal: total) ? 1 : 0) : total
    }

    /// Walks `first` through `last` (both on or after the habit's start). `history` must cover
    /// `first − denominator` onward.
    public mutating func walk(from first: Day, through last: Day, history: HabitHistory) {
        guard first <= last else { return }
        let start = habit.startDay
        for ordinal in first.ordinal...last.ordinal {
            let day = Day(ordinal: ordinal)
            let skipped = history.isSkipped(day)
            rolling += value(on: day, in: history)
            if ordinal - start.ordinal >= denominator {
                rolling -= value(on: Day(ordinal: ordinal - denominator), in: history)
            }
            guard !skipped else { continue }
            let checkmark: Double
            switch habit.kind {
            case .build:
                checkmark = countsSuccessfulDays ? min(1, rolling / Double(numerator)) : min(1, rolling / windowTarget)
            case .quit:
                if windowTarget > 0 {
                    checkmark = min(max(1 - (rolling - windowTarget) / windowTarget, 0), 1)
                } else {
                    checkmark = rolling > Habit.tolerance ? 0 : 1
                }
            }
            score = score * multiplier + checkmark * (1 - multiplier)
        }
    }
}
