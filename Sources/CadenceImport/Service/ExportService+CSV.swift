import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension ExportService {
    /// The CSV file names, in the order they are written.
    public static let csvFileNames = [
        "habits.csv", "checkins.csv", "days.csv", "health.csv", "todos.csv", "notes.csv", "accounts.csv",
        "transactions.csv",
    ]

    /// The user's data as CSV files for spreadsheets, one per area (docs/import-export.md
    /// documents every column): `habits.csv`, `checkins.csv`, `days.csv`, `health.csv`,
    /// `todos.csv`, `notes.csv`, `accounts.csv` and `transactions.csv`, by file name.
    public func exportCSV(for user: UserID) async throws -> [String: String] {
        let document = try await document(for: user)
        var habits = CSVWriter(header: [
            "id", "name", "description", "icon", "color", "category", "kind", "goal_type", "unit", "target", "period",
            "schedule", "baseline", "start_date", "end_date", "reminders", "sort_order", "archived", "preset_id",
            "created_at", "updated_at",
        ])
        var checkIns = CSVWriter(header: ["habit_id", "habit", "day", "at", "amount", "unit", "note"])
        var days = CSVWriter(header: ["habit_id", "habit", "day", "skipped", "difficulty", "note"])
        for habit in document.habits {
            habits.append([
                habit.id, habit.name, habit.description, habit.icon ?? "", habit.color, habit.category ?? "",
                habit.kind.rawValue, habit.goalType.rawValue, habit.unit ?? "", habit.target.formatted,
                habit.period.rawValue, Self.csvText(habit.schedule), habit.baseline?.formatted ?? "",
                habit.startDate.description, habit.endDate?.description ?? "", Self.csvText(habit.reminders),
                String(habit.sortOrder), String(habit.archived), habit.presetId ?? "", habit.createdAt, habit.updatedAt,
            ])
            for checkIn in habit.checkIns {
                checkIns.append([
                    habit.id, habit.name, checkIn.day.description, checkIn.at, checkIn.amount.formatted,
                    habit.unit ?? "times",
                    checkIn.note ?? "",
                ])
            }
            for record in habit.dayRecords {
                days.append([
                    habit.id, habit.name, record.day.description, String(record.skipped),
                    record.difficulty.map(String.init) ?? "", record.note ?? "",
                ])
            }
        }
        var health = CSVWriter(header: ["id", "day", "type", "value", "unit", "note", "created_at"])
        for (index, entry) in (document.health ?? []).enumerated() {
            health.append([
                String(index + 1), entry.date.description, entry.type.rawValue, entry.value.formatted,
                entry.type.storedUnit, entry.note ?? "", entry.createdAt,
            ])
        }
        var todos = CSVWriter(header: ["id", "title", "due", "priority", "repeat", "completed_at", "notes", "created_at", "updated_at"])
        for (index, todo) in (document.todos ?? []).enumerated() {
            todos.append([
                String(index + 1), todo.title, todo.due?.description ?? "", todo.priority.rawValue, todo.repeat ?? "",
                todo.completedAt ?? "", todo.notes ?? "", todo.createdAt, todo.updatedAt,
            ])
        }
        var notes = CSVWriter(header: ["id", "title", "content", "pinned", "created_at", "updated_at"])
        for (index, note) in (document.notes ?? []).enumerated() {
            notes.append([String(index + 1), note.title, note.content, String(note.pinned), note.createdAt, note.updatedAt])
        }
        let (accounts, transactions) = Self.moneyCSV(document.accounts ?? [])
        return [
            "habits.csv": habits.text, "checkins.csv": checkIns.text, "days.csv": days.text, "health.csv": health.text,
            "todos.csv": todos.text, "notes.csv": notes.text, "accounts.csv": accounts, "transactions.csv": transactions,
        ]
    }

    /// docs/domain-rules.md §12 "Money": `accounts.csv` (one row per account) and
    /// `transactions.csv` (one row per transaction, by account then history order). Amounts are
    /// the exact decimal strings of the export.
    static func moneyCSV(_ exported: [CadenceExportDocument.ExportMoneyAccount]) -> (accounts: String, transactions: String) {
        var accounts = CSVWriter(header: ["id", "name", "currency", "type", "opening", "created_at", "updated_at"])
        var transactions = CSVWriter(header: ["account_id", "account", "day", "amount", "currency", "note", "category", "created_at"])
        for (index, account) in exported.enumerated() {
            let id = String(index + 1)
            accounts.append([id, account.name, account.currency, account.type.rawValue, account.opening, account.createdAt, account.updatedAt])
            for transaction in account.transactions {
                transactions.append([
                    id, account.name, transaction.date.description, transaction.amount, account.currency, transaction.note ?? "",
                    transaction.category ?? "", transaction.createdAt,
                ])
            }
        }
        return (accounts.text, transactions.text)
    }

    /// Writes the CSV files into `folder` (created if needed) and returns their URLs.
    @discardableResult
    public func writeCSV(for user: UserID, to folder: URL) async throws -> [URL] {
        let files = try await exportCSV(for: user)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try Self.csvFileNames.map { name in
            let url = folder.appendingPathComponent(name)
            try Data((files[name] ?? "").utf8).write(to: url, options: .atomic)
            return url
        }
    }

    /// A schedule in one cell: `daily`, `weekdays:1,3,5`, `everyNDays:3`, `timesPerWeek:3`,
    /// `timesPerMonth:10`, `timesInDays:2/5`, `daysOfMonth:1,15,-1`, `nthWeekday:2/tue`, `everyNWeeks:2/mon,thu`.
    static func csvText(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: "daily"
        case .weekdays(let days): "weekdays:" + days.map(\.rawValue).sorted().map(String.init).joined(separator: ",")
        case .everyNDays(let interval): "everyNDays:\(interval)"
        case .timesPerWeek(let count): "timesPerWeek:\(count)"
        case .timesPerMonth(let count): "timesPerMonth:\(count)"
        case .timesInDays(let count, let length): "timesInDays:\(count)/\(length)"
        case .daysOfMonth(let days): "daysOfMonth:" + Schedule.orderedMonthDays(days).map(String.init).joined(separator: ",")
        case .nthWeekday(let week, let weekday): "nthWeekday:\(week)/\(weekday.shortName)"
        case .everyNWeeks(let weeks, let days): "everyNWeeks:\(weeks)/" + days.sorted().map(\.shortName).joined(separator: ",")
        }
    }

    /// Reminders in one cell: `08:00; 18:30 on 1,3,5; 21:00 off`.
    static func csvText(_ reminders: [CadenceExportDocument.ExportReminder]) -> String {
        reminders.map { reminder in
            var text = reminder.time
            if !reminder.weekdays.isEmpty { text += " on " + reminder.weekdays.map(String.init).joined(separator: ",") }
            if !reminder.active { text += " off" }
            return text
        }.joined(separator: "; ")
    }
}
