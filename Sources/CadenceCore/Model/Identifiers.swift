/// Store-assigned identifiers. They are unique across all users of a store; every read and
/// write is still scoped to one user (docs/domain-rules.md §8), so another user's id is simply not found.
public typealias UserID = Int64
public typealias HabitID = Int64
public typealias CategoryID = Int64
public typealias CheckInID = Int64
public typealias HealthEntryID = Int64
public typealias TodoID = Int64
public typealias NoteID = Int64
public typealias MoneyAccountID = Int64
public typealias MoneyTransactionID = Int64
public typealias ReminderID = Int64
