import CadenceCore
import CadenceServices

/// One habit's day (`GET|PUT /api/v1/habits/{id}/days/{date}`): `{"habitId", "date",
/// "total", "unit", "checkIns": [EntryJSON], "skipped", "difficulty", "note"}` — the day's
/// check-ins with their sum, and its day record (docs/domain-rules.md §3). `unit` is `null` for simple
/// habits; `difficulty` and `note` are `null` when not set.
struct HabitDayJSON: Codable, Sendable, Hashable {
    var habitId: HabitID
    var date: Day
    var total: Double
    @NullWhenAbsent var unit: String?
    var checkIns: [EntryJSON]
    var skipped: Bool
    @NullWhenAbsent var difficulty: Int?
    @NullWhenAbsent var note: String?

    init(habit: Habit, day: Day, checkIns: [CheckIn], record: DayRecord?) {
        habitId = habit.id
        date = day
        total = checkIns.totalAmount
        unit = habit.goal.unit
        self.checkIns = checkIns.map { EntryJSON($0, habit: habit) }
        skipped = record?.isSkipped ?? false
        difficulty = record?.difficulty
        note = record?.note
    }

    private enum CodingKeys: String, CodingKey {
        case habitId, date, total, unit, checkIns, skipped, difficulty, note
    }
}
