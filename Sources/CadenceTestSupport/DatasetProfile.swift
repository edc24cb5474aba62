import CadenceCore
import CadenceServices
import CadenceStorage

/// The shape of a generated dataset: how many habits, how many days of history ending on
/// which day, in which time zone, from which seed, and how many check-in rows to reach.
///
/// Two profiles come with the benchmark requirement: ``typical`` (docs/benchmarks.md's typical user:
/// 50 habits for a year, 18,250 check-ins) and ``heavy`` (100 habits for ten years, 365,000
/// check-ins). Everything about a dataset follows from its profile: the same profile always
/// produces the same habits, check-ins and skipped days.
public struct DatasetProfile: Sendable, Hashable {
    /// A label for reports (`typical`, `heavy`).
    public var name: String
    /// Habits to create, 1 through `HabitLimits.maximumActive`. They cycle through a fixed mix
    /// of ten kinds (see ``DatasetGenerator``).
    public var habitCount: Int
    /// Days of history: every habit starts `days - 1` days before ``today``.
    public var days: Int
    /// The last day of the history; the dataset's "now" is noon of this day.
    public var today: Day
    /// The seed of every random choice.
    public var seed: UInt64
    /// The user's IANA time zone.
    public var timeZoneIdentifier: String
    /// The number of check-in rows to reach. Habits are simulated first; when that gives fewer
    /// rows, some measured days are logged as several check-ins (a run in two parts) until the
    /// count is reached exactly. When the simulation already gives more, it is kept as is.
    /// `nil` keeps the simulated count.
    public var checkInTarget: Int?

    public init(
        name: String, habitCount: Int, days: Int, today: Day = DatasetProfile.defaultToday, seed: UInt64 = 0xCADE_0000,
        timeZoneIdentifier: String = "Europe/Paris", checkInTarget: Int? = nil
    ) {
        self.name = name
        self.habitCount = min(max(habitCount, 1), HabitLimits.maximumActive)
        self.days = max(days, 1)
        self.today = today
        self.seed = seed
        self.timeZoneIdentifier = timeZoneIdentifier
        self.checkInTarget = checkInTarget
    }

    /// Monday 2026-06-15, the default last day of generated histories.
    public static let defaultToday = Day(ordinal: 20_619)

    /// The first day of the history (every habit's start day).
    public var firstDay: Day { today.adding(days: -(days - 1)) }

    /// docs/benchmarks.md's typical user: 50 habits, 365 days, exactly 18,250 check-ins (one per
    /// habit-day on average).
    public static func typical(today: Day = defaultToday, seed: UInt64 = 0xCADE_0000) -> DatasetProfile {
        DatasetProfile(name: "typical", habitCount: 50, days: 365, today: today, seed: seed, checkInTarget: 50 * 365)
    }

    /// The heavy user: 100 habits (the cap), 10 × 365 days, exactly 365,000 check-ins.
    public static func heavy(today: Day = defaultToday, seed: UInt64 = 0xCADE_0000) -> DatasetProfile {
        DatasetProfile(name: "heavy", habitCount: 100, days: 3_650, today: today, seed: seed, checkInTarget: 100 * 3_650)
    }
}
