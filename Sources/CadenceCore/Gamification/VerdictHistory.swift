/// Facts derived from a user's day verdicts: the global streak, perfect weeks and comebacks
/// (docs/domain-rules.md §6). Pure; built from verdicts sorted by day.
public struct VerdictHistory: Sendable, Hashable {
    public let streak: GlobalStreak
    public let perfectWeeks: Int
    public let comebacks: Int

    /// - Parameters:
    ///   - sortedVerdicts: non-neutral verdicts in day order (neutral days may be left out).
    ///   - trackingStart: the first day anything was due; a week that begins earlier is not a
    ///     flawless week (a habit created on a Sunday does not make its first week flawless).
    public init(sortedVerdicts: [(Day, DayVerdict)], today: Day, weekStart: Weekday, trackingStart: Day? = nil) {
        streak = GlobalStreak.derive(sortedVerdicts: sortedVerdicts, today: today)
        var weeks: [Day: (perfect: Int, imperfect: Int)] = [:]
        var comebacks = 0
        var run = 0
        var lostRun = false
        for (day, verdict) in sortedVerdicts where day <= today {
            let week = day.firstOfWeek(startingOn: weekStart)
            var counts = weeks[week] ?? (0, 0)
            switch verdict {
            case .perfect:
                counts.perfect += 1
                run += 1
                if run == 3, lostRun {
                    comebacks += 1
                    lostRun = false
                }
            case .imperfect:
                counts.imperfect += day < today ? 1 : 0
                if day < today {
                    if run >= 3 { lostRun = true }
                    run = 0
                }
            case .neutral:
                break
            }
            weeks[week] = counts
        }
        // A week counts once it is over (its last day is before today, or today is its last day and perfect).
        let todayIsPerfect = sortedVerdicts.contains { $0.0 == today && $0.1 == .perfect }
        perfectWeeks =
            weeks.filter { week, counts in
                let last = week.adding(days: 6)
                let isOver = last < today || (last == today && todayIsPerfect)
                let isTracked = trackingStart.map { week >= $0 } ?? true
                return isOver && isTracked && counts.imperfect == 0 && counts.perfect > 0
            }.count
        self.comebacks = comebacks
    }
}
