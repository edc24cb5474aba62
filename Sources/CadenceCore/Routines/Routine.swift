import Foundation

/// A routine's id in the store.
public typealias RoutineID = Int64

/// A routine (docs/domain-rules.md "§19 Routines"): a named, ordered group of the
/// person's habits ("Morning": Water, Meditate, Stretch) with an optional time of day. Deleting a
/// routine keeps its habits; a habit deleted later simply leaves it.
public struct Routine: Sendable, Hashable, Identifiable {
    public var id: RoutineID
    public var name: String
    /// The habits, in the routine's order.
    public var habitIDs: [HabitID]
    /// The time of day, in minutes after midnight (07:00 is 420); `nil` for none.
    public var minuteOfDay: Int?
    public var createdAt: Date
    public var updatedAt: Date

    public init(
        id: RoutineID = 0, name: String, habitIDs: [HabitID], minuteOfDay: Int? = nil, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.name = name
        self.habitIDs = habitIDs
        self.minuteOfDay = minuteOfDay
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The time as `HH:MM`, or `nil`.
    public var timeText: String? {
        minuteOfDay.map { Reminder(hour: $0 / 60, minute: $0 % 60).timeText }
    }

    /// The most habits a routine holds, and the most routines a person keeps.
    public static let maximumHabits = 50
    public static let maximumRoutines = 100
}
