import Foundation
import GRDB

/// One row of a Loop backup's `Habits` table, as `cadence export --format loop` writes it
/// (docs/import-export.md "Loop backup export").
struct LoopBackupHabit: Sendable, Hashable {
    var id: Int64
    var name: String
    var description: String
    var question = ""
    var numerator: Int
    var denominator: Int
    /// An index of Loop's 20-color palette.
    var color: Int
    var position: Int
    var archived: Bool
    var reminderHour: Int?
    var reminderMinute: Int?
    var reminderDays = 127
    /// 0 yes/no, 1 numerical.
    var type = 0
    /// 0 at least, 1 at most.
    var targetType = 0
    var targetValue: Double = 0
    var unit = ""
    /// 32 lowercase hex digits.
    var uuid: String
}

/// One row of a Loop backup's `Repetitions` table: UTC midnight of the day in milliseconds, a
/// value (2 `YES_MANUAL`, 3 `SKIP`, −1 `UNKNOWN`, amounts ×1000), notes (`""` for none).
struct LoopBackupEntry: Sendable, Hashable {
    var habit: Int64
    var timestamp: Int64
    var value: Int
    var notes: String
}

/// Writes a Loop Habit Tracker backup at its schema version 25 (docs/import-export.md "Loop
/// backup export"): the tables and indexes Loop's own migrations 1–25 leave, so Loop restores it
/// as one of its own backups.
enum LoopBackupFile {
    /// The schema version written (`PRAGMA user_version`).
    static let version = 25

    /// The tables and indexes of a version-25 Loop database.
    static let schema = [
        "CREATE TABLE android_metadata (locale TEXT)",
        """
        CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer, \
        description text, freq_den integer, freq_num integer, highlight integer, name text, position integer, \
        reminder_hour integer, reminder_min integer, reminder_days integer not null default 127, \
        type integer not null default 0, target_type integer not null default 0, \
        target_value real not null default 0, unit text not null default "", question text, uuid text)
        """,
        """
        CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer not null references \
        habits(id), timestamp integer not null, value integer not null, notes text)
        """,
        "CREATE UNIQUE INDEX idx_repetitions_habit_timestamp on Repetitions(habit, timestamp)",
        """
        CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, message text, \
        server_id integer)
        """,
    ]

    /// Writes the backup to a new file at `url` (which must not exist).
    static func write(to url: URL, habits: [LoopBackupHabit], entries: [LoopBackupEntry]) throws {
        var configuration = Configuration()
        configuration.label = "Loop backup export"
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? queue.close() }
        try queue.write { db in
            for statement in schema { try db.execute(sql: statement) }
            try db.execute(sql: "INSERT INTO android_metadata (locale) VALUES ('en_US')")
            let insertHabit = try db.makeStatement(
                sql: """
                    INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, highlight, name, \
                    position, reminder_hour, reminder_min, reminder_days, type, target_type, target_value, unit, \
                    question, uuid) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            for habit in habits {
                try insertHabit.execute(arguments: [
                    habit.id, habit.archived ? 1 : 0, habit.color, habit.description, habit.denominator,
                    habit.numerator, habit.name, habit.position, habit.reminderHour, habit.reminderMinute,
                    habit.reminderDays, habit.type, habit.targetType, habit.targetValue, habit.unit, habit.question,
                    habit.uuid,
                ])
            }
            let insertEntry = try db.makeStatement(
                sql: "INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (?, ?, ?, ?)")
            for entry in entries {
                try insertEntry.execute(arguments: [entry.habit, entry.timestamp, entry.value, entry.notes])
            }
            try db.execute(sql: "PRAGMA user_version = \(version)")
        }
    }
}
