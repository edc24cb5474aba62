import CadenceCore
import CadenceStorage

/// A habit's record for one day (`rate`, `note`): `{"habitId", "date", "skipped",
/// "difficulty", "note"}`; `difficulty` (1–5) and `note` are `null` when not set (docs/domain-rules.md §3).
public struct DayRecordJSON: Codable, Sendable, Hashable {
    public var habitId: HabitID
    public var date: Day
    public var skipped: Bool
    @NullWhenAbsent public var difficulty: Int?
    @NullWhenAbsent public var note: String?

    public init(_ record: DayRecord) {
        habitId = record.habitID
        date = record.day
        skipped = record.isSkipped
        difficulty = record.difficulty
        note = record.note
    }

    private enum CodingKeys: String, CodingKey {
        case habitId, date, skipped, difficulty, note
    }
}
