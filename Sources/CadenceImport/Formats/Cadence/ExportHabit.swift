import CadenceCore
import Foundation

extension CadenceExportDocument {
    /// A habit with every stored field (docs/domain-rules.md §2) and its history (docs/domain-rules.md §3).
    public struct ExportHabit: Codable, Sendable, Hashable {
        /// `sourceID`, or `cadence:<store id>`.
        public var id: String
        public var name: String
        public var description: String
        public var icon: String?
        public var color: String
        /// The category's name.
        public var category: String?
        public var kind: HabitKind
        public var goalType: GoalType
        public var unit: String?
        public var target: Double
        public var period: GoalPeriod
        public var schedule: Schedule
        public var baseline: Double?
        public var startDate: Day
        public var endDate: Day?
        public var reminders: [ExportReminder]
        public var sortOrder: Int
        public var archived: Bool
        public var presetId: String?
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
            createdAt = ExportInstant.text(habit.createdAt)
            updatedAt = ExportInstant.text(habit.updatedAt)
            self.checkIns = checkIns.map(ExportCheckIn.init)
            self.dayRecords = dayRecords.map(ExportDayRecord.init)
        }

        private enum CodingKeys: String, CodingKey {
            case id, name, description, icon, color, category, kind, goalType, unit, target, period, schedule
            case baseline, startDate, endDate, reminders, sortOrder, archived, presetId, createdAt, updatedAt
            case checkIns, dayRecords
        }

        /// Writes every key, absent values as `null`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(description, forKey: .description)
            try container.encode(icon, forKey: .icon)
            try container.encode(color, forKey: .color)
            try container.encode(category, forKey: .category)
            try container.encode(kind, forKey: .kind)
            try container.encode(goalType, forKey: .goalType)
            try container.encode(unit, forKey: .unit)
            try container.encode(target, forKey: .target)
            try container.encode(period, forKey: .period)
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
            try container.encode(checkIns, forKey: .checkIns)
            try container.encode(dayRecords, forKey: .dayRecords)
        }
    }

    /// docs/domain-rules.md §9: a local `HH:MM`, the ISO weekdays it is limited to (empty: every due day), on or off.
    public struct ExportReminder: Codable, Sendable, Hashable {
        public var time: String
        public var weekdays: [Int]
        public var active: Bool

        public init(_ reminder: Reminder) {
            time = reminder.timeText
            weekdays = reminder.weekdays.map(\.rawValue).sorted()
            active = reminder.isActive
        }
    }

    /// docs/domain-rules.md §3: a check-in's day, instant, amount in the habit's unit and note.
    public struct ExportCheckIn: Codable, Sendable, Hashable {
        public var day: Day
        public var at: String
        public var amount: Double
        public var note: String?

        public init(_ checkIn: CheckIn) {
            day = checkIn.day
            at = ExportInstant.text(checkIn.at)
            amount = checkIn.amount
            note = checkIn.note
        }

        private enum CodingKeys: String, CodingKey {
            case day, at, amount, note
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(day, forKey: .day)
            try container.encode(at, forKey: .at)
            try container.encode(amount, forKey: .amount)
            try container.encode(note, forKey: .note)
        }
    }

    /// docs/domain-rules.md §3: a day record — skipped, difficulty 1–5, note.
    public struct ExportDayRecord: Codable, Sendable, Hashable {
        public var day: Day
        public var skipped: Bool
        public var difficulty: Int?
        public var note: String?

        public init(_ record: DayRecord) {
            day = record.day
            skipped = record.isSkipped
            difficulty = record.difficulty
            note = record.note
        }

        private enum CodingKeys: String, CodingKey {
            case day, skipped, difficulty, note
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(day, forKey: .day)
            try container.encode(skipped, forKey: .skipped)
            try container.encode(difficulty, forKey: .difficulty)
            try container.encode(note, forKey: .note)
        }
    }
}
