import CadenceCore
import CadenceServices

/// `GET /api/v1/analytics` (docs/domain-rules.md §5): `{"week": [{"date", "due", "completed",
/// "rate"}], "struggling": [OverviewJSON], "timeOfDay": [24 counts]}` — per-day completion
/// across all habits for a week, the habits whose 30-day success rate is under 50%, and
/// check-ins per local hour over the last 30 days. `rate` is `null` when nothing was due.
struct AnalyticsJSON: Codable, Sendable, Hashable {
    /// One day of the weekly trend.
    struct DayJSON: Codable, Sendable, Hashable {
        var date: Day
        var due: Int
        var completed: Int
        @NullWhenAbsent var rate: Double?

        init(_ completion: Analytics.DayCompletion) {
            date = completion.day
            due = completion.due
            completed = completion.completed
            rate = completion.rate
        }

        private enum CodingKeys: String, CodingKey {
            case date, due, completed, rate
        }
    }

    var week: [DayJSON]
    var struggling: [OverviewJSON]
    var timeOfDay: [Int]
}
