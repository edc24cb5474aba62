import CadenceCore
import Foundation

/// A habit with all its fields (`habit add|show|edit`, and the elements of `habit list`).
///
/// JSON keys: `id`, `name`, `description`, `icon`, `color`, `categoryId`, `category` (its name),
/// `kind` (`build`/`quit`), `goalType`, `unit`, `target`, `period` (`day`/`week`/`month`),
/// `timesPerDay`, `schedule` (the `Schedule` object, e.g. `{"type": "weekdays", "days": [1, 3]}`),
/// `baseline`, `startDate`, `endDate`, `reminders` (`[{"time": "08:00", "weekdays": [], "active": true}]`),
/// `sortOrder`, `archived`, `presetId`, `createdAt`, `updatedAt`. Absent values are `null`.
public struct HabitJSON: Codable, Sendable, Hashable {
    /// One reminder: a local `HH:MM`, the ISO weekdays it is limited to (empty: every due day), and whether it is on.
    public struct ReminderJSON: Codable, Sendable, Hashable {
        public var time: String
        public var weekdays: [Int]
        public var active: Bool

        public init(_ reminder: Reminder) {
            time = reminder.timeText
            weekdays = reminder.weekdays.map(\.rawValue).sorted()
            active = reminder.isActive
        }
    }

    public var id: HabitID
    public var name: String
    public var description: String
    public var icon: String?
    public var color: String
    public var categoryId: CategoryID?
    public var category: String?
    public var kind: HabitKind
    public var goalType: GoalType
    public var unit: String?
    public var target: Double
    public var period: GoalPeriod
    public var timesPerDay: Int
    public var schedule: Schedule
    public var baseline: Double?
    public var startDate: Day
    public var endDate: Day?
    public var reminders: [ReminderJSON]
    public var sortOrder: Int
    public var archived: Bool
    public var presetId: String?
    public var createdAt: String
    public var updatedAt: String

    /// The shape of `habit`; `categories` supplies the category's name.
    public init(_ habit: Habit, categories: [Category]) {
        id = habit.id
        name = habit.name
        description = habit.description
        icon = habit.icon
        color = habit.color
        categoryId = habit.categoryID
        category = habit.categoryID.flatMap { id in categories.first { $0.id == id }?.name }
        kind = habit.kind
        goalType = habit.goal.type
        unit = habit.goal.unit
        target = habit.goal.target
        period = habit.goal.period
        timesPerDay = habit.goal.timesPerDay
        schedule = habit.schedule
        baseline = habit.baseline
        startDate = habit.startDay
        endDate = habit.endDay
        reminders = habit.reminders.map(ReminderJSON.init)
        sortOrder = habit.sortOrder
        archived = habit.isArchived
        presetId = habit.presetID
        createdAt = ContractJSON.instant(habit.createdAt)
        updatedAt = ContractJSON.instant(habit.updatedAt)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, description, icon, color, categoryId, category, kind, goalType, unit, target, period
        case timesPerDay, schedule, baseline, startDate, endDate, reminders, sortOrder, archived, presetId
        case createdAt, updatedAt
    }

    /// Writes every key, absent values as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(icon, forKey: .icon)
        try container.encode(color, forKey: .color)
        try container.encode(categoryId, forKey: .categoryId)
        try container.encode(category, forKey: .category)
        try container.encode(kind, forKey: .kind)
        try container.encode(goalType, forKey: .goalType)
        try container.encode(unit, forKey: .unit)
        try container.encode(target, forKey: .target)
        try container.encode(period, forKey: .period)
        try container.encode(timesPerDay, forKey: .timesPerDay)
        try container.encode(schedule, forKey: .schedule)
        try container.encode(baseline, forKey: .baseline)
        try container.encode(startDate, forKey: .startDate)
        try container.encode(endDate, forKey: .endDate)
        try container.encode(reminders, forKey: .reminders)
        try container.encode(sortOrder, forKey: .sortOrder)
        try container.encode(archived, forKey: .archived)
        try container.encode(presetId, forKey: .presetId)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}
