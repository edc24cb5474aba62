import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension CadenceExportDocument {
    /// A habit with every stored field (docs/domain-rules.md §2) and its history (docs/domain-rules.md §3).
    ///
    /// The fields it shares with the API's habit are `HabitJSON.Fields` (instants with milliseconds),
    /// encoded inline, so the export and the API cannot drift; read as `habit.name` etc. Its own:
    /// `id` (not the API's store number: the key a re-import matches on), `checkIns`, `dayRecords`.
    public struct ExportHabit: SharesFields, Codable, Sendable, Hashable {
        /// `sourceID`, or `cadence:<store id>`.
        public var id: String
        public var fields: HabitJSON.Fields
        public var checkIns: [ExportCheckIn]
        public var dayRecords: [ExportDayRecord]

        public init(_ habit: Habit, key: String, categoryName: String?, checkIns: [CheckIn], dayRecords: [DayRecord]) {
            id = key
            fields = HabitJSON.Fields(habit, categoryName: categoryName, instants: .milliseconds)
            self.checkIns = checkIns.map(ExportCheckIn.init)
            self.dayRecords = dayRecords.map(ExportDayRecord.init)
        }

        private enum CodingKeys: String, CodingKey {
            case id, checkIns, dayRecords
        }

        /// Reads `id`, then the shared fields, then the history: the order the fields had when each
        /// was declared here, so a file with several faults still reports the same first one.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            fields = try HabitJSON.Fields(from: decoder)
            checkIns = try container.decode([ExportCheckIn].self, forKey: .checkIns)
            dayRecords = try container.decode([ExportDayRecord].self, forKey: .dayRecords)
        }

        public func encode(to encoder: any Encoder) throws {
            try fields.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(checkIns, forKey: .checkIns)
            try container.encode(dayRecords, forKey: .dayRecords)
        }
    }

    /// docs/domain-rules.md §9: a local `HH:MM`, the ISO weekdays it is limited to (empty: every
    /// due day), on or off — the same shape as in the API's habits (`HabitJSON.ReminderJSON`).
    public typealias ExportReminder = HabitJSON.ReminderJSON

    /// docs/domain-rules.md §3: a check-in's day, instant, amount in the habit's unit and note.
    /// Not built from the API's check-in (`EntryJSON`): the keys differ (`day` here, `date` there,
    /// which also adds the store `id` and `unit`), and renaming either would break released files
    /// or API clients.
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

    /// docs/domain-rules.md §3: a day record — skipped, difficulty 1–5, note. Not built from the
    /// API's `DayRecordJSON`: the day's key differs (`day` here, `date` there, which also adds
    /// `habitId`), and renaming either would break released files or API clients.
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
