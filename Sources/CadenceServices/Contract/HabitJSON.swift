import CadenceCore
import CadenceStorage
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
    @NullWhenAbsent public var icon: String?
    public var color: String
    @NullWhenAbsent public var categoryId: CategoryID?
    @NullWhenAbsent public var category: String?
    public var kind: HabitKind
    public var goalType: GoalType
    @NullWhenAbsent public var unit: String?
    public var target: Double
    public var period: GoalPeriod
    public var timesPerDay: Int
    public var schedule: Schedule
    @NullWhenAbsent public var baseline: Double?
    public var startDate: Day
    @NullWhenAbsent public var endDate: Day?
    public var reminders: [ReminderJSON]
    public var sortOrder: Int
    public var archived: Bool
    @NullWhenAbsent public var presetId: String?
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
}
