import Foundation

/// docs/domain-rules.md §3: per habit and day — skipped (vacation, illness), difficulty 1–5, a note.
public struct DayRecord: Sendable, Hashable, Codable {
    public var habitID: HabitID
    public var day: Day
    public var isSkipped: Bool
    /// 1 (easy) … 5 (hard), docs/domain-rules.md §3.
    public var difficulty: Int?
    public var note: String?

    public init(habitID: HabitID, day: Day, isSkipped: Bool = false, difficulty: Int? = nil, note: String? = nil) {
        self.habitID = habitID
        self.day = day
        self.isSkipped = isSkipped
        self.difficulty = difficulty
        self.note = note
    }

    /// Whether the record holds nothing and can be removed.
    public var isEmpty: Bool { !isSkipped && difficulty == nil && (note ?? "").isEmpty }
}
