import Foundation
import GRDB

/// Writes a Loop Habit Tracker database backup in the layout of any version from 12 to 25
/// (docs/import-export.md), with exactly the columns that version has: for tests of every
/// version in the wild, and for `LoopBackupGenerator`. Values of columns a version lacks are
/// left out.
public enum LoopBackupWriter {
    /// One row of `Habits`. `color` is stored as given: an ARGB integer before version 14, an
    /// index of the 13-color palette for 14–20, of the 20-color palette from 21.
    public struct HabitRow: Sendable, Hashable {
        public var id: Int64
        public var name: String
        public var description: String?
        public var question: String?
        public var numerator: Int
        public var denominator: Int
        public var color: Int
        public var position: Int
        public var archived: Bool
        public var reminderHour: Int?
        public var reminderMinute: Int?
        public var reminderDays: Int
        /// 0 yes/no, 1 numerical.
        public var type: Int
        /// 0 at least, 1 at most.
        public var targetType: Int
        public var targetValue: Double
        public var unit: String
        public var uuid: String?

        public init(
            id: Int64, name: String, description: String? = nil, question: String? = nil, numerator: Int = 1,
            denominator: Int = 1, color: Int = 0, position: Int = 0, archived: Bool = false, reminderHour: Int? = nil,
            reminderMinute: Int? = nil, reminderDays: Int = 127, type: Int = 0, targetType: Int = 0,
            targetValue: Double = 0, unit: String = "", uuid: String? = nil
        ) {
            self.id = id
            self.name = name
            self.description = description
            self.question = question
            self.numerator = numerator
            self.denominator = denominator
            self.color = color
            self.position = position
            self.archived = archived
            self.reminderHour = reminderHour
            self.reminderMinute = reminderMinute
            self.reminderDays = reminderDays
            self.type = type
            self.targetType = targetType
            self.targetValue = targetValue
            self.unit = unit
            self.uuid = uuid
        }
    }

    /// One row of `Repetitions`: milliseconds at UTC midnight of the local date, a value
    /// (2 `YES_MANUAL`, 1 `YES_AUTO`, 0 `NO`, 3 `SKIP`, -1 `UNKNOWN`, amounts ×1000), a note.
    public struct EntryRow: Sendable, Hashable {
        public var habit: Int64
        public var timestamp: Int64
        public var value: Int
        public var notes: String?

        public init(habit: Int64, timestamp: Int64, value: Int = 2, notes: String? = nil) {
            self.habit = habit
            self.timestamp = timestamp
            self.value = value
            self.notes = notes
        }
    }

    /// Writes a backup at `version` (replacing any file at `url`).
    public static func write(to url: URL, version: Int, habits: [HabitRow], entries: [EntryRow]) throws {
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false  // old Loop files hold entries of deleted habits
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? queue.close() }
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE android_metadata (locale TEXT)")
            try db.execute(
                sql:
                    "CREATE TABLE Habits (\(habitColumns(version).map { "\($0.name) \($0.type)" }.joined(separator: ", ")))"
            )
            let constrained = version >= 22 ? " not null" : ""
            var entryColumns = [
                "id integer primary key autoincrement", "habit integer\(constrained) references habits(id)",
                "timestamp integer\(constrained)",
            ]
            if version >= 16 { entryColumns.append("value integer not null\(version >= 22 ? "" : " default 2")") }
            if version >= 25 { entryColumns.append("notes text") }
            try db.execute(sql: "CREATE TABLE Repetitions (\(entryColumns.joined(separator: ", ")))")
            try db.execute(
                sql:
                    "CREATE \(version >= 22 ? "UNIQUE " : "")INDEX idx_repetitions_habit_timestamp on Repetitions(habit, timestamp)"
            )
            if version >= 19 {
                try db.execute(
                    sql:
                        "CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, message text, server_id integer)"
                )
            }
            let columns = habitColumns(version).map(\.name)
            let insertHabit = try db.makeStatement(
                sql:
                    "INSERT INTO Habits (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
            )
            for habit in habits {
                let row = values(of: habit)
                let arguments: [(any DatabaseValueConvertible)?] = columns.map { column in row[column].flatMap { $0 } }
                try insertHabit.execute(arguments: StatementArguments(arguments))
            }
            var entryNames = ["habit", "timestamp"]
            if version >= 16 { entryNames.append("value") }
            if version >= 25 { entryNames.append("notes") }
            let insertEntry = try db.makeStatement(
                sql:
                    "INSERT INTO Repetitions (\(entryNames.joined(separator: ", "))) VALUES (\(entryNames.map { _ in "?" }.joined(separator: ", ")))"
            )
            for entry in entries {
                var arguments: [(any DatabaseValueConvertible)?] = [entry.habit, entry.timestamp]
                if version >= 16 { arguments.append(entry.value) }
                if version >= 25 { arguments.append(entry.notes) }
                try insertEntry.execute(arguments: StatementArguments(arguments))
            }
            try db.execute(sql: "PRAGMA user_version = \(version)")
        }
    }

    /// The `Habits` columns of a version (Loop's migrations 9, 11, 16, 18, 23, 24).
    private static func habitColumns(_ version: Int) -> [(name: String, type: String)] {
        var columns: [(String, String)] = [
            ("id", "integer primary key autoincrement"), ("archived", "integer"), ("color", "integer"),
            ("description", "text"), ("freq_den", "integer"), ("freq_num", "integer"), ("highlight", "integer"),
            ("name", "text"), ("position", "integer"), ("reminder_hour", "integer"), ("reminder_min", "integer"),
        ]
        if version >= 11 { columns.append(("reminder_days", "integer not null default 127")) }
        if version >= 16 { columns.append(("type", "integer not null default 0")) }
        if version >= 18 {
            columns += [
                ("target_type", "integer not null default 0"), ("target_value", "real not null default 0"),
                ("unit", "text not null default \"\""),
            ]
        }
        if version >= 23 { columns.append(("question", "text")) }
        if version >= 24 { columns.append(("uuid", "text")) }
        return columns
    }

    private static func values(of habit: HabitRow) -> [String: (any DatabaseValueConvertible)?] {
        [
            "id": habit.id, "archived": habit.archived ? 1 : 0, "color": habit.color, "description": habit.description,
            "freq_den": habit.denominator, "freq_num": habit.numerator, "highlight": 0, "name": habit.name,
            "position": habit.position, "reminder_hour": habit.reminderHour, "reminder_min": habit.reminderMinute,
            "reminder_days": habit.reminderDays, "type": habit.type, "target_type": habit.targetType,
            "target_value": habit.targetValue, "unit": habit.unit, "question": habit.question, "uuid": habit.uuid,
        ]
    }
}
