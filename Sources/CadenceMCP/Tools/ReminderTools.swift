import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices

/// The reminder tools (docs/domain-rules.md §9, §11): `list_reminders` and `pause`.
enum ReminderTools {
    static var all: [CadenceTool] { [listReminders, pause] }

    static let listReminders = CadenceTool(
        "list_reminders", title: "List reminders",
        description: """
            The person's reminders (of one habit when given), with their ids, times and weekdays, and the firings \
            planned for the next 24 hours (cancelled when the goal was already met).
            """,
        parameters: [ToolParameter("habit", .text(maxLength: 200, nonEmpty: true), "Only this habit's: its name, a prefix or its id.")],
        effect: .reads
    ) { arguments, context in
        let habit = try await arguments.text("habit").asyncMap { try await context.habit($0) }
        let rows = try await context.service.reminderEntries(of: context.user, habit: habit?.id)
        let firings = try await context.service.reminderFirings(for: context.user)
            .filter { habit == nil || $0.habitID == habit?.id }
        let json = ReminderListJSON(
            reminders: rows.map { ReminderEntryJSON($0.entry, habit: $0.habit) },
            upcoming: firings.map(ReminderFiringJSON.init))
        let words = context.words
        let next =
            firings.first { !$0.isCancelled }.map {
                " "
                    + words.localizer.localized(
                        "Next: {name} at {time} ({when}).",
                        ["name": $0.habitName, "time": $0.localTime, "when": words.when($0.day, today: context.today)])
            } ?? ""
        let count =
            words.isEnglish
            ? "\(rows.count) reminder\(rows.count == 1 ? "" : "s")."
            : words.localizer.localized(one: "{count} reminder.", other: "{count} reminders.", count: rows.count)
        return try ToolOutput(count + next, json: json)
    }

    static let pause = CadenceTool(
        "pause", title: "Pause habits",
        description: """
            A vacation: skip every active habit's days (or one habit's) from one day to another, in one go — \
            streaks are kept and no reminders fire. At most 366 days. With undo: true the days count again. Idempotent.
            """,
        parameters: [
            ToolParameter("from", .day, "The first day paused.", required: true),
            ToolParameter("to", .day, "The last day paused.", required: true),
            ToolParameter("habit", .text(maxLength: 200, nonEmpty: true), "Only this habit (default: every active habit)."),
            ToolParameter("undo", .boolean, "Take the pause back."),
        ],
        effect: .sets
    ) { arguments, context in
        let first = context.day(arguments.day("from"))
        let last = context.day(arguments.day("to"))
        let habit = try await arguments.text("habit").asyncMap { try await context.habit($0) }
        let undo = arguments.flag("undo")
        let paused = try await context.service.pause(habits: habit.map { [$0.id] }, from: first, through: last, undo: undo, for: context.user)
        let words = context.words.localizer
        let names = paused.isEmpty ? words.localized("no habits") : paused.map(\.name).joined(separator: ", ")
        let values = ["names": names, "first": context.words.date(first), "last": context.words.date(last)]
        let text =
            undo
            ? words.localized("Resumed {names} from {first} to {last}.", values) : words.localized("Paused {names} from {first} to {last}.", values)
        return try ToolOutput(text, json: PauseJSON(PauseRange(from: first, through: last, habits: paused)))
    }
}

/// `list_reminders`: `{"reminders": [ReminderEntryJSON], "upcoming": [ReminderFiringJSON]}`.
struct ReminderListJSON: Encodable {
    let reminders: [ReminderEntryJSON]
    let upcoming: [ReminderFiringJSON]
}

extension Optional {
    /// The wrapped value mapped by an async function.
    func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
