import CadenceCore
import Foundation

/// Reads Habitica's user data export (docs/import-export.md "Habitica"): the JSON file
/// `habitica-user-data.json` from Settings › Site Data › Export Data › User Data (JSON) — the
/// whole user document with the tasks appended as `tasks.habits`, `tasks.dailys`, `tasks.todos`
/// and `tasks.rewards` (Habitica's `website/server/controllers/top-level/dataexport.js`).
///
/// Habits come first, then dailies, each a Cadence habit (`HabiticaHabitReader`) whose source
/// id is `habitica:<task id>`, so a re-import adds only what is new; to-dos become Cadence
/// to-dos (`HabiticaTodoMapping`). Habitica's instants become days with the user's calendar
/// (`HabiticaTime`, docs/domain-rules.md §1). Rewards are counted, not imported; tags, stats,
/// gold, experience, items, party and challenges are not read. Every number and date is
/// range-checked; a task that cannot be read is an error naming the file, the task and the
/// field, and nothing is imported (docs/domain-rules.md §7).
struct HabiticaImporter {
    let data: Data
    let fileName: String
    let calendar: UserCalendar

    /// The "not imported" reason of rewards.
    static let rewardReason = "rewards (Habitica's shop, not habits)"
    /// The longest task id read.
    static let maximumIDLength = 100

    /// Whether the start of a JSON text (the first 64 KiB) looks like Habitica's export. The
    /// tasks are appended after the whole user document, so in a real export they are rarely
    /// in the first 64 KiB: the user document's own keys are looked for too — at least three of
    /// `auth.timestamps.loggedin`, `achievements.ultimateGearSets`, `flags.cronCount`,
    /// `flags.armoireEnabled`, `flags.classSelected`, `flags.lastNewStuffRead`,
    /// `flags.communityGuidelinesAccepted`, `flags.rebirthEnabled` (all with defaults, so in
    /// every export, and near the document's start: Mongoose writes a document's keys in its
    /// schema's order, `_id`, `auth`, `achievements`, `backer`, `contributor`, `purchased`,
    /// `flags` before the large `history` and `items`), `lastCron`, `preferences.dayStart`,
    /// `preferences.timezoneOffset` and `tasksOrder`. A
    /// file holding the task lists themselves (`"habits"`, Habitica's spelling `"dailys"`,
    /// `"todos"`) is Habitica's too.
    static func recognizes(json prefix: String) -> Bool {
        if prefix.contains("\"dailys\"") && prefix.contains("\"todos\"") && prefix.contains("\"habits\"") {
            return true
        }
        let markers = [
            "\"ultimateGearSets\"", "\"cronCount\"", "\"armoireEnabled\"", "\"classSelected\"", "\"lastCron\"",
            "\"dayStart\"", "\"timezoneOffset\"", "\"tasksOrder\"", "\"loggedin\"", "\"lastNewStuffRead\"",
            "\"communityGuidelinesAccepted\"", "\"rebirthEnabled\"",
        ]
        return markers.reduce(0) { $0 + (prefix.contains($1) ? 1 : 0) } >= 3
    }

    func read() throws(ImportFailure) -> ImportDocument {
        let export: HabiticaExport
        do {
            export = try HabiticaExport.decode(data)
        } catch {
            throw ImportFailure(
                fileName: fileName, [DecodingErrorText.describe(error, fileName: fileName, recordNoun: "task", data: data)])
        }
        var document = ImportDocument(format: .habitica, fileName: fileName)
        var errors: [ImportIssue] = []
        var ids = Set<String>()
        let reader = HabiticaHabitReader(calendar: calendar)
        for (index, task) in export.tasks.habits.enumerated() where errors.count < ImportFailure.maximumIssues {
            let location = "\(fileName) tasks.habits[\(index)]"
            do {
                let id = try Self.id(of: task, location: location, ids: &ids)
                let position = document.habits.count
                if let habit = try reader.habit(task, id: id, location: location, position: position, document: &document) {
                    document.habits.append(habit)
                }
            } catch {
                errors.append(error)
            }
        }
        for (index, task) in export.tasks.dailys.enumerated() where errors.count < ImportFailure.maximumIssues {
            let location = "\(fileName) tasks.dailys[\(index)]"
            do {
                let id = try Self.id(of: task, location: location, ids: &ids)
                let position = document.habits.count
                document.habits.append(
                    try reader.daily(task, id: id, location: location, position: position, document: &document))
            } catch {
                errors.append(error)
            }
        }
        let todos = HabiticaTodoMapping(calendar: calendar)
        for (index, task) in export.tasks.todos.enumerated() where errors.count < ImportFailure.maximumIssues {
            let location = "\(fileName) tasks.todos[\(index)]"
            do {
                _ = try Self.id(of: task, location: location, ids: &ids)
                document.todos.append(try todos.todo(task, location: location, document: &document))
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: fileName, errors) }
        document.skipEntry(Self.rewardReason, count: export.tasks.rewards.count)
        let tagged = (export.tasks.habits + export.tasks.dailys + export.tasks.todos).filter { !($0.tags ?? []).isEmpty }
        if !tagged.isEmpty {
            document.warnings.append(
                ImportIssue(
                    fileName, field: "tags",
                    "\(tagged.count) task(s) have Habitica tags; tags are not imported (put the habits in categories in Cadence)"))
        }
        return document
    }

    /// The task's id (`id` or `_id`): present, at most `maximumIDLength` characters, unique.
    private static func id(of task: HabiticaTask, location: String, ids: inout Set<String>) throws(ImportIssue) -> String {
        let id = task.id?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !id.isEmpty else { throw ImportIssue(location, field: "id", "the task has no id") }
        guard !InputExcerpt.isLonger(id, than: maximumIDLength) else {
            throw ImportIssue(
                location, field: "id", "the id \(InputExcerpt.quoted(id)) is longer than \(maximumIDLength) characters")
        }
        guard ids.insert(id).inserted else {
            throw ImportIssue(location, field: "id", "the id \(InputExcerpt.quoted(id)) is used by an earlier task")
        }
        return id
    }
}
