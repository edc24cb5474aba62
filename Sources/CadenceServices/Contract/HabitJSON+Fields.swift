import CadenceCore
import Foundation

extension HabitJSON {
    /// The fields a habit has both in the API's shape (`HabitJSON`) and in Cadence's export
    /// (`CadenceExportDocument.ExportHabit`), written once so the two cannot drift: the same keys,
    /// the same meaning, the same encoding (absent values `null`), instants in the precision the
    /// owner asks for (`InstantPrecision`). Both owners encode these keys inline, beside their own.
    ///
    /// Not here, because they differ between the two: `id` (the API's is the store's number, the
    /// export's the `sourceID` or `cadence:<id>` that a re-import matches on), `categoryId` (a store
    /// id, meaningless in another store: the export names the category by `category` alone),
    /// `timesPerDay` (derived from `target`, so the export leaves it out), and the export's history.
    public struct Fields: Codable, Sendable, Hashable {
        public var name: String
        public var description: String
        @NullWhenAbsent public var icon: String?
        public var color: String
        /// The category's name.
        @NullWhenAbsent public var category: String?
        public var kind: HabitKind
        public var goalType: GoalType
        @NullWhenAbsent public var unit: String?
        public var target: Double
        public var period: GoalPeriod
        public var schedule: Schedule
        @NullWhenAbsent public var baseline: Double?
        public var startDate: Day
        @NullWhenAbsent public var endDate: Day?
        public var reminders: [ReminderJSON]
        public var sortOrder: Int
        public var archived: Bool
        @NullWhenAbsent public var presetId: String?
        /// The health metric feeding the habit (docs/domain-rules.md "§18 Habits fed
        /// by health data"), `null` for a habit of its own check-ins; a missing key reads as `null`.
        @NullWhenAbsent public var linkedHealth: HealthType?
        public var createdAt: String
        public var updatedAt: String

        /// The shared fields of `habit`, its category named `categoryName`.
        public init(_ habit: Habit, categoryName: String?, instants: InstantPrecision) {
            name = habit.name
            description = habit.description
            icon = habit.icon
            color = habit.color
            category = categoryName
            kind = habit.kind
            goalType = habit.goal.type
            unit = habit.goal.unit
            target = habit.goal.target
            period = habit.goal.period
            schedule = habit.schedule
            baseline = habit.baseline
            startDate = habit.startDay
            endDate = habit.endDay
            reminders = habit.reminders.map(ReminderJSON.init)
            sortOrder = habit.sortOrder
            archived = habit.isArchived
            presetId = habit.presetID
            linkedHealth = habit.linkedHealth
            createdAt = instants.text(habit.createdAt)
            updatedAt = instants.text(habit.updatedAt)
        }

        private enum CodingKeys: String, CodingKey {
            case name, description, icon, color, category, kind, goalType, unit, target, period, schedule
            case baseline, startDate, endDate, reminders, sortOrder, archived, presetId, linkedHealth, createdAt
            case updatedAt
        }
    }
}
