import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension CadenceExportDocument {
    /// A habit with every stored field (docs/domain-rules.md §2) and its history (docs/domain-rules.md §3).
    public struct ExportHabit: Codable, Sendable, Hashable {
        /// `sourceID`, or `cadence:<store id>`.
        public var id: String
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
        public var reminders: [ExportReminder]
        public var sortOrder: Int
        public var archived: Bool
        @NullWhenAbsent public var presetId: String?
        public var createdAt: String
        public var updatedAt: String
        public var checkIns: [ExportCheckIn]
        public var dayRecords: [ExportDayRecord]

        public init(_ habit: Habit, key: String, categoryName: String?, checkIns: [CheckIn], dayRecords: [DayRecord]) {
            id = key
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
            reminders = habit.reminders.map(ExportReminder.init)
            sortOrder = habit.sortOrder
            archived = habit.isArchived
            presetId = habit.presetID
            createdAt = InstantText.millisecondText(habit.createdAt)
            updatedAt = InstantText.millisecondText(habit.updatedAt)
            self.checkIns = checkIns.map(ExportCheckIn.init)
            self.dayRecords = dayRecords.map(ExportDayRecord.init)
        }

        private enum CodingKeys: String, CodingKey {
            case id, name, description, icon, color, category, kind, goalType, unit, target, period, schedule
            case baseline, startDate, endDate, reminders, sortOrder, archived, presetId, createdAt, updatedAt
            case checkIns, dayRecords
        }
    }

    /// docs/domain-rules.md §9: a local `HH:MM`, the ISO weekdays it is limited to (empty: every
    /// due day), on or off — the same shape as in the API's habits (`HabitJSON.ReminderJSON`).
    public typealias ExportReminder = HabitJSON.ReminderJSON

    /// docs/domain-rules.md §3: a check-in's day, instant, amount in the habit's unit and note.
    public struct ExportCheckIn: Codable, Sendable, Hashable {
        public var day: Day
        public var at: String
        public var amount: Double
        @NullWhenAbsent public var note: String?

        public init(_ checkIn: CheckIn) {
            day = checkIn.day
            at = InstantText.millisecondText(checkIn.at)
            amount = checkIn.amount
            note = checkIn.note
        }

        private enum CodingKeys: String, CodingKey {
            case day, at, amount, note
        }
    }

    /// docs/domain-rules.md §3: a day record — skipped, difficulty 1–5, note.
    public struct ExportDayRecord: Codable, Sendable, Hashable {
        public var day: Day
        public var skipped: Bool
        @NullWhenAbsent public var difficulty: Int?
        @NullWhenAbsent public var note: String?

        public init(_ record: DayRecord) {
            day = record.day
            skipped = record.isSkipped
            difficulty = record.difficulty
            note = record.note
        }

        private enum CodingKeys: String, CodingKey {
            case day, skipped, difficulty, note
        }
    }
}
