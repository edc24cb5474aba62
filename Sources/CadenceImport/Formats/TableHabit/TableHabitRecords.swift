import Foundation

/// Table Habit's (mhabit) export file (docs/import-export.md "Table Habit"): an object with a
/// `habits` list and, since groups exist, a `groups` list. Every number is read as a `Double` and
/// range-checked by the importer (`NumericBoundary`), never trusted as an integer.
struct TableHabitFile: Decodable {
    let habits: [TableHabitHabit]
    let groups: [TableHabitGroup]?
}

/// One habit of a Table Habit export (mhabit's `HabitExportData`, snake-case keys). The export
/// has no habit uuid (mhabit assigns new ones on import); `uuid` is read when a file has one.
/// See docs/import-export.md "Table Habit".
struct TableHabitHabit: Decodable {
    let uuid: String?
    let createT: Double?
    let modifyT: Double?
    /// 1 normal (positive), 2 negative.
    let type: Double?
    /// 1 activated, 2 deleted, 3 archived.
    let status: Double?
    let name: String?
    let desc: String?
    /// A built-in color code 1–10.
    let color: Double?
    /// A custom color as an ARGB integer.
    let customColor: Double?
    let dailyGoal: Double?
    let dailyGoalUnit: String?
    let dailyGoalExtra: Double?
    /// 1 weekly, 2 monthly, 3 custom.
    let freqType: Double?
    /// A JSON list held as a string: `[n]` (weekly, monthly) or `[freq, days]` (custom).
    let freqCustom: String?
    /// A JSON object held as a string: `{"type": 2, "time": {"hour": 8, "minute": 30}, "extra": []}`.
    let reminder: String?
    let reminderQuest: String?
    /// Days since 1970-01-01.
    let startDate: Double?
    let targetDays: Double?
    let groupId: String?
    let records: [TableHabitRecord]?

    enum CodingKeys: String, CodingKey {
        case uuid, type, status, name, desc, color, reminder, records
        case createT = "create_t"
        case modifyT = "modify_t"
        case customColor = "custom_color"
        case dailyGoal = "daily_goal"
        case dailyGoalUnit = "daily_goal_unit"
        case dailyGoalExtra = "daily_goal_extra"
        case freqType = "freq_type"
        case freqCustom = "freq_custom"
        case reminderQuest = "reminder_quest"
        case startDate = "start_date"
        case targetDays = "target_days"
        case groupId = "group_id"
    }
}

/// One record (a day's mark) of a Table Habit habit (mhabit's `RecordExportData`): its day as
/// days since 1970-01-01, its type (0 unknown, 1 done, 2 skip), its value, and a reason (the note).
/// See docs/import-export.md "Table Habit".
struct TableHabitRecord: Decodable {
    let recordDate: Double?
    let recordType: Double?
    let recordValue: Double?
    let reason: String?

    enum CodingKeys: String, CodingKey {
        case recordDate = "record_date"
        case recordType = "record_type"
        case recordValue = "record_value"
        case reason
    }
}

/// A group of a Table Habit export; groups are not imported (docs/import-export.md "Table Habit").
struct TableHabitGroup: Decodable {
    let uuid: String?
    let name: String?
}

/// The reminder a Table Habit habit stores as a JSON string (docs/import-export.md "Table Habit"):
/// type 1 "when needed", 2 daily, 3 weekly (`extra`: ISO weekdays), 4 monthly (`extra`: days of the month).
struct TableHabitReminder: Decodable {
    /// The reminder's time of day (docs/import-export.md "Table Habit").
    struct Time: Decodable {
        let hour: Double
        let minute: Double
    }

    let type: Double
    let time: Time
    let extra: [Double]?
}
