import Foundation

/// docs/domain-rules.md §3: one event — habit, day, instant, amount ≥ 0 in the habit's unit, optional note.
///
/// The day is computed when the check-in is recorded and stored with it, so changing the
/// time zone later never moves it (docs/domain-rules.md §1).
public struct CheckIn: Sendable, Hashable, Codable, Identifiable {
    public var id: CheckInID
    public var habitID: HabitID
    public var day: Day
    /// The instant it was recorded (UTC).
    public var at: Date
    public var amount: Double
    public var note: String?

    public init(id: CheckInID, habitID: HabitID, day: Day, at: Date, amount: Double, note: String? = nil) {
        self.id = id
        self.habitID = habitID
        self.day = day
        self.at = at
        self.amount = amount
        self.note = note
    }
}
