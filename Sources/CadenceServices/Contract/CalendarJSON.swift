import CadenceCore
import CadenceStorage

/// A habit's days for a heatmap (`calendar`): `{"habit": {"id", "name"}, "from", "to",
/// "days": [{"date", "total", "checkIns", "due", "skipped", "level"}]}`.
///
/// `level` is the heatmap shade: 0 nothing, 1–3 partial progress toward the day's target,
/// 4 goal met (for a quit habit: 4 clean, 3 within the limit, 1 over it); `null` when the day
/// is outside the habit's dates or still to come.
public struct CalendarJSON: Codable, Sendable, Hashable {
    /// One day of the heatmap.
    public struct DayJSON: Codable, Sendable, Hashable {
        public var date: Day
        public var total: Double
        public var checkIns: Int
        public var due: Bool
        public var skipped: Bool
        @NullWhenAbsent public var level: Int?

        public init(date: Day, total: Double, checkIns: Int, due: Bool, skipped: Bool, level: Int?) {
            self.date = date
            self.total = total
            self.checkIns = checkIns
            self.due = due
            self.skipped = skipped
            self.level = level
        }

        private enum CodingKeys: String, CodingKey {
            case date, total, checkIns, due, skipped, level
        }
    }

    public var habit: HabitReferenceJSON
    public var from: Day
    public var to: Day
    public var days: [DayJSON]

    public init(habit: Habit, from: Day, to: Day, days: [DayJSON]) {
        self.habit = HabitReferenceJSON(habit)
        self.from = from
        self.to = to
        self.days = days
    }
}
