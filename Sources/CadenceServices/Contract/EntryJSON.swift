import CadenceCore
import CadenceStorage

/// One check-in (`entries`, `done`, `set`, `undo`, `entry delete`):
/// `{"id", "date", "at", "amount", "unit", "note"}`. `at` is the recorded instant; `amount` is
/// in the habit's `unit` (`null` for simple habits, whose check-ins count 1 each).
public struct EntryJSON: Codable, Sendable, Hashable {
    public var id: CheckInID
    public var date: Day
    public var at: String
    public var amount: Double
    @NullWhenAbsent public var unit: String?
    @NullWhenAbsent public var note: String?

    /// The shape of `checkIn`, a check-in of `habit`.
    public init(_ checkIn: CheckIn, habit: Habit) {
        id = checkIn.id
        date = checkIn.day
        at = ContractJSON.instant(checkIn.at)
        amount = checkIn.amount
        unit = habit.goal.unit
        note = checkIn.note
    }

    private enum CodingKeys: String, CodingKey {
        case id, date, at, amount, unit, note
    }
}
