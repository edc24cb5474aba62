import CadenceCore
import CadenceStore

/// One habit's day (`GET|PUT /api/v1/habits/{id}/days/{date}`): `{"habitId", "date",
/// "total", "unit", "checkIns": [EntryJSON], "skipped", "difficulty", "note"}` — the day's
/// check-ins with their sum, and its day record (docs/domain-rules.md §3). `unit` is `null` for simple
/// habits; `difficulty` and `note` are `null` when not set.
struct HabitDayJSON: Codable, Sendable, Hashable {
    var habitId: HabitID
    var date: Day
    var total: Double
    var unit: String?
    var checkIns: [EntryJSON]
    var skipped: Bool
    var difficulty: Int?
    var note: String?

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

    /// Writes every key, absent values as `null`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(habitId, forKey: .habitId)
        try container.encode(date, forKey: .date)
        try container.encode(total, forKey: .total)
        try container.encode(unit, forKey: .unit)
        try container.encode(checkIns, forKey: .checkIns)
        try container.encode(skipped, forKey: .skipped)
        try container.encode(difficulty, forKey: .difficulty)
        try container.encode(note, forKey: .note)
    }
}
