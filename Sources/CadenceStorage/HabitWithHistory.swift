import CadenceCore
import Foundation

/// An imported habit together with its history, written by one `StoreChange.insertHabitWithHistory`
/// (docs/import-export.md).
///
/// A new habit's id is only known once it is inserted, and an import must be one transaction
/// (docs/domain-rules.md §7: bad input changes nothing; docs/import-export.md "The import log"), so the habit, its
/// check-ins and its day records travel as one change. The `habitID` of every check-in and day
/// record is ignored: the store sets it to the new habit's id.
public struct HabitWithHistory: Sendable, Hashable {
    /// The habit to insert. Unlike `.insertHabit`, its `createdAt` and `updatedAt` are kept: an
    /// import restores them.
    public var habit: Habit
    /// When given, the habit's category is the user's category of this name (case-insensitive),
    /// which may have been inserted earlier in the same batch; `habit.categoryID` is then ignored.
    public var categoryName: String?
    /// The habit's check-ins, inserted in this order (their `id` and `habitID` are ignored).
    public var checkIns: [CheckIn]
    /// The habit's day records (their `habitID` is ignored); empty records are not stored.
    public var dayRecords: [DayRecord]

    public init(habit: Habit, categoryName: String? = nil, checkIns: [CheckIn] = [], dayRecords: [DayRecord] = []) {
        self.habit = habit
        self.categoryName = categoryName
        self.checkIns = checkIns
        self.dayRecords = dayRecords
    }
}
