import CadenceCore
import Foundation

/// Turns a Habitica to-do into a Cadence to-do (docs/import-export.md "Habitica";
/// docs/domain-rules.md §12 "To-dos"): `text` → title (cut to 200 characters, with a warning),
/// `notes` and the checklist → notes (cut to 10,000), `date` → due day (the civil date in the
/// user's time zone; Habitica's old free-text due dates such as `"3/13"` are dropped with a
/// warning), difficulty → priority (`HabiticaTaskMapping.priority`), `completed` and
/// `dateCompleted` → completed at, `createdAt` → created at. The import recognizes a to-do it
/// made before by its title, due day and creation instant, so `createdAt` is required.
struct HabiticaTodoMapping {
    let calendar: UserCalendar

    static let reminderReason = "reminders of to-dos (Cadence's to-dos have none)"

    func todo(_ task: HabiticaTask, location: String, document: inout ImportDocument) throws(ImportIssue) -> Todo {
        let text = (task.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw ImportIssue(location, field: "text", "the to-do has no text (its title)") }
        let title = HabiticaText.cut(text, to: TodoValidator.maximumTitleLength)
        let name = "to-do \(InputExcerpt.quoted(text)) (\(location))"
        if title.wasCut {
            document.warnings.append(
                ImportIssue(name, field: "text", "the title is cut to Cadence's \(TodoValidator.maximumTitleLength) characters"))
        }
        let notes = HabiticaText.cut(
            HabiticaText.withChecklist(task.notes, task.checklist, showsDone: true), to: TodoValidator.maximumNotesLength)
        if notes.wasCut {
            document.warnings.append(
                ImportIssue(name, field: "notes", "the notes are cut to Cadence's \(TodoValidator.maximumNotesLength) characters"))
        }
        guard let createdStamp = task.createdAt else {
            throw ImportIssue(
                name, field: "createdAt", "the field 'createdAt' is missing (a to-do is recognized on re-import by it)")
        }
        let createdAt = try HabiticaTime.instant(createdStamp, location: name, field: "createdAt")
        var updatedAt: Date?
        if let stamp = task.updatedAt { updatedAt = try HabiticaTime.instant(stamp, location: name, field: "updatedAt") }
        var completedAt: Date?
        if task.completed == true {
            if let stamp = task.dateCompleted {
                completedAt = try HabiticaTime.instant(stamp, location: name, field: "dateCompleted")
            } else {
                completedAt = updatedAt ?? createdAt
            }
        }
        let reminders = task.reminders?.count ?? 0
        if reminders > 0 { document.skipEntry(Self.reminderReason, count: reminders) }
        let dueDay = try due(task.date, name: name, document: &document)
        return Todo(
            title: title.text, due: dueDay,
            priority: HabiticaTaskMapping.priority(task.priority, title: name, warnings: &document.warnings),
            notes: notes.text.isEmpty ? nil : notes.text, completedAt: completedAt, createdAt: createdAt,
            updatedAt: updatedAt.map { max($0, createdAt) })
    }

    /// The due day: none when absent or empty; an unreadable text is dropped with a warning.
    private func due(_ stamp: HabiticaTask.Stamp?, name: String, document: inout ImportDocument) throws(ImportIssue)
        -> Day?
    {
        guard let stamp else { return nil }
        if case .text(let text) = stamp {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { return nil }
            guard FlexibleDate(text: trimmed) != nil else {
                document.warnings.append(
                    ImportIssue(
                        name, field: "date",
                        "\(InputExcerpt.quoted(trimmed)) is not a date Cadence can read; the to-do is imported without a due day"))
                return nil
            }
        }
        return try HabiticaTime.civilDay(of: stamp, calendar: calendar, location: name, field: "date")
    }
}
