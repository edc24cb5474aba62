/// docs/domain-rules.md "§19 Routines": a routine is done for a day when every one of
/// its habits due that day (judged in day units, not skipped) is done — the perfect-day rule
/// (§6, `PerfectDay.verdict`) over the routine's habits alone; a day with none of them due is
/// neutral. Its streak and rate are folds over those days, as a habit's are (§5).
public enum RoutineEvaluator {
    /// The routine's verdict of `day` from its habits' histories.
    public static func verdict(on day: Day, histories: [HabitHistory]) -> DayVerdict {
        PerfectDay.verdict(on: day, histories: histories)
    }

    /// The streak, best streak and rate from `first` (the earliest start of its habits) through
    /// `today`: the current streak counts done days back from today (today, not done yet, is
    /// pending and passes; neutral days pass; a missed day ends it); the rate is done days over
    /// done and missed days of the `windowDays` days ending today (today only once done), `nil`
    /// when there is none — or, given a `window` (`cadence stats --from --to`), of its days up to today.
    public static func stats(
        from first: Day, today: Day, windowDays: Int = 30, window: DateWindow? = nil, histories: [HabitHistory]
    ) -> RoutineStats {
        guard first <= today else { return RoutineStats(currentStreak: 0, bestStreak: 0, rate: nil, doneToday: false) }
        let verdicts = first.through(today).map { ($0, verdict(on: $0, histories: histories)) }
        var best = 0
        var run = 0
        for (day, verdict) in verdicts {
            switch verdict {
            case .perfect:
                run += 1
                best = max(best, run)
            case .imperfect where day != today: run = 0
            default: continue
            }
        }
        var current = 0
        for (day, verdict) in verdicts.reversed() {
            if verdict == .perfect {
                current += 1
            } else if verdict == .imperfect, day != today {
                break
            }
        }
        let range = window ?? .last(windowDays, endingOn: today)
        let counted = verdicts.filter {
            range.from <= $0.0 && $0.0 <= range.to && ($0.1 == .perfect || ($0.1 == .imperfect && $0.0 != today))
        }
        let done = counted.filter { $0.1 == .perfect }.count
        return RoutineStats(
            currentStreak: current, bestStreak: best, rate: counted.isEmpty ? nil : Double(done) / Double(counted.count),
            doneToday: verdicts.last?.1 == .perfect)
    }
}

/// A routine's answers (docs/domain-rules.md "§19 Routines").
public struct RoutineStats: Sendable, Hashable {
    public var currentStreak: Int
    public var bestStreak: Int
    /// Done days over counted days in the window, 0…1; `nil` with no counted day.
    public var rate: Double?
    public var doneToday: Bool

    public init(currentStreak: Int, bestStreak: Int, rate: Double?, doneToday: Bool) {
        self.currentStreak = currentStreak
        self.bestStreak = bestStreak
        self.rate = rate
        self.doneToday = doneToday
    }
}
