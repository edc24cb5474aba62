/// docs/domain-rules.md §6: the all-habits streak of perfect days.
public struct GlobalStreak: Sendable, Hashable, Codable {
    /// Consecutive perfect days ending today, or yesterday while today is still open.
    public var current: Int
    /// The longest run ever.
    public var longest: Int
    /// Total perfect days.
    public var perfectDays: Int
    public var lastPerfectDay: Day?

    public init(current: Int = 0, longest: Int = 0, perfectDays: Int = 0, lastPerfectDay: Day? = nil) {
        self.current = current
        self.longest = longest
        self.perfectDays = perfectDays
        self.lastPerfectDay = lastPerfectDay
    }

    /// docs/domain-rules.md §6: derives the streak from each day's verdict (days missing are neutral).
    /// Neutral days pass; an imperfect day breaks the run — except today, which is open until
    /// it is perfect. Days after today are ignored.
    public static func derive(from verdicts: [Day: DayVerdict], today: Day) -> GlobalStreak {
        derive(sortedVerdicts: verdicts.filter { $0.value != .neutral }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, today: today)
    }

    /// The same over verdicts sorted by day (neutral ones may be left out).
    public static func derive(sortedVerdicts: [(Day, DayVerdict)], today: Day) -> GlobalStreak {
        var streak = GlobalStreak()
        var run = 0
        for (day, verdict) in sortedVerdicts where day <= today {
            switch verdict {
            case .perfect:
                run += 1
                streak.perfectDays += 1
                streak.lastPerfectDay = day
                streak.longest = max(streak.longest, run)
            case .imperfect:
                if day < today { run = 0 }
            case .neutral:
                continue
            }
        }
        streak.current = run
        return streak
    }
}
