import CadenceCore
import CadenceStorage
import Foundation

/// A habit with all its fields (`habit add|show|edit`, and the elements of `habit list`).
///
/// JSON keys: `id`, `name`, `description`, `icon`, `color`, `categoryId`, `category` (its name),
/// `kind` (`build`/`quit`), `goalType`, `unit`, `target`, `period` (`day`/`week`/`month`),
/// `timesPerDay`, `schedule` (the `Schedule` object, e.g. `{"type": "weekdays", "days": [1, 3]}`),
/// `baseline`, `startDate`, `endDate`, `reminders` (`[{"time": "08:00", "weekdays": [], "active": true}]`),
/// `sortOrder`, `archived`, `presetId`, `createdAt`, `updatedAt`. Absent values are `null`. All but
/// `id`, `categoryId` and `timesPerDay` are `Fields`, the part Cadence's export shares.
public struct HabitJSON: SharesFields, Codable, Sendable, Hashable {
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
    @NullWhenAbsent public var categoryId: CategoryID?
    public var timesPerDay: Int
    /// The keys the export's habit shares (`Fields`), encoded inline; read as `habit.name` etc.
    public var fields: Fields

    /// The shape of `habit`; `categories` supplies the category's name.
    public init(_ habit: Habit, categories: [Category]) {
        id = habit.id
        categoryId = habit.categoryID
        timesPerDay = habit.goal.timesPerDay
        let categoryName = habit.categoryID.flatMap { id in categories.first { $0.id == id }?.name }
        fields = Fields(habit, categoryName: categoryName, instants: .seconds)
    }

    private enum CodingKeys: String, CodingKey {
        case id, categoryId, timesPerDay
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(HabitID.self, forKey: .id)
        _categoryId = try container.decode(NullWhenAbsent<CategoryID>.self, forKey: .categoryId)
        timesPerDay = try container.decode(Int.self, forKey: .timesPerDay)
        fields = try Fields(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(_categoryId, forKey: .categoryId)
        try container.encode(timesPerDay, forKey: .timesPerDay)
    }
}
