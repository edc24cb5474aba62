import Foundation

/// The fields a person chooses when creating or editing a habit; the service validates it,
/// then stores it as a `Habit` (docs/domain-rules.md §2, §7).
public struct HabitDraft: Sendable, Hashable, Codable {
    public var name: String
    public var description: String
    public var icon: String?
    public var color: String
    public var categoryID: CategoryID?
    public var kind: HabitKind
    public var goal: Goal
    public var baseline: Double?
    public var schedule: Schedule
    /// `nil` means the day it is created (docs/domain-rules.md §2).
    public var startDay: Day?
    public var endDay: Day?
    public var reminders: [Reminder]
    public var presetID: String?
    /// docs/domain-rules.md §2: times per day, only for `none` goals (where it becomes the daily target).
    public var timesPerDay: Int?
    /// The id of the record an importer created this habit from (see `Habit.sourceID`).
    public var sourceID: String?
    /// The health metric that feeds the habit (see `Habit.linkedHealth`).
    public var linkedHealth: HealthType?

    public init(
        name: String, description: String = "", icon: String? = nil, color: String = "blue",
        categoryID: CategoryID? = nil, kind: HabitKind = .build, goal: Goal = .simple(), baseline: Double? = nil,
        schedule: Schedule = .daily, startDay: Day? = nil, endDay: Day? = nil, reminders: [Reminder] = [],
        presetID: String? = nil, timesPerDay: Int? = nil, sourceID: String? = nil,
        linkedHealth: HealthType? = nil
    ) {
        self.name = name
        self.description = description
        self.icon = icon
        self.color = color
        self.categoryID = categoryID
        self.kind = kind
        self.goal = goal
        self.baseline = baseline
        self.schedule = schedule
        self.startDay = startDay
        self.endDay = endDay
        self.reminders = reminders
        self.presetID = presetID
        self.timesPerDay = timesPerDay
        self.sourceID = sourceID
        self.linkedHealth = linkedHealth
    }

    /// A draft holding an existing habit's fields, to edit.
    public init(_ habit: Habit) {
        self.init(
            name: habit.name, description: habit.description, icon: habit.icon, color: habit.color,
            categoryID: habit.categoryID, kind: habit.kind, goal: habit.goal, baseline: habit.baseline,
            schedule: habit.schedule, startDay: habit.startDay, endDay: habit.endDay, reminders: habit.reminders,
            presetID: habit.presetID, sourceID: habit.sourceID,
            linkedHealth: habit.linkedHealth)
    }
}
