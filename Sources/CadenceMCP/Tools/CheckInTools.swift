import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices

/// The tools that log what a person did (docs/domain-rules.md §3, §11): `check_in`,
/// `set_day_total`, `undo_check_in`, `skip_days` — each one writing service call.
enum CheckInTools {
    static var all: [CadenceTool] { [checkIn, setDayTotal, undoCheckIn, skipDays] }

    static let checkIn = CadenceTool(
        "check_in", title: "Check in",
        description: """
            Log that the person did a habit: adds to the day's total (default: today). Without an amount: 1 \
            for a simple habit, the daily target for a measured one. An amount in another unit of the same kind \
            is converted (500 m on a km habit is 0.5 km). Not idempotent: calling it twice logs twice — to \
            correct a day use set_day_total or undo_check_in.
            """,
        parameters: [
            ToolParameters.habit,
            ToolParameter("amount", .number, "How much (default: 1, or the daily target of a measured habit)."),
            ToolParameters.unit,
            ToolParameters.date,
            ToolParameter("time", .time, "The local time it happened, HH:MM."),
            ToolParameter("note", .text(maxLength: ToolParameters.longText, nonEmpty: false), "A note on this check-in."),
        ],
        effect: .adds
    ) { arguments, context in
        let habit = try await context.habit(arguments.text("habit") ?? "")
        let date = arguments.day("date")
        let day = context.day(date)
        let added = try await context.service.addCheckIn(
            to: habit.id, for: context.user, amount: arguments.number("amount"), unit: arguments.text("unit"),
            on: date.map { _ in day }, time: arguments.time("time"), note: arguments.text("note"))
        let total = try await context.service.entries(of: habit.id, for: context.user, from: day, through: day)
            .totalAmount
        let state = context.words.day(of: habit, total: total, day: day, today: context.today)
        let text = context.words.isEnglish ? "Checked in. " + state : context.words.localizer.localized("Checked in. {state}", ["state": state])
        return try ToolOutput(text, list: added.map { EntryJSON($0, habit: habit) }, key: "entries")
    }

    static let setDayTotal = CadenceTool(
        "set_day_total", title: "Set a day's total",
        description: """
            Set a habit's total for a day (default: today), replacing that day's check-ins; 0 clears the day. \
            Idempotent: the same call twice leaves the same total.
            """,
        parameters: [
            ToolParameters.habit,
            ToolParameter("value", .number, "The day's total.", required: true),
            ToolParameters.unit,
            ToolParameters.date,
        ],
        effect: .replaces
    ) { arguments, context in
        let habit = try await context.habit(arguments.text("habit") ?? "")
        let date = arguments.day("date")
        let day = context.day(date)
        let entries = try await context.service.setDayTotal(
            of: habit.id, for: context.user, to: arguments.number("value") ?? 0, unit: arguments.text("unit"),
            on: date.map { _ in day })
        let state = context.words.day(of: habit, total: entries.totalAmount, day: day, today: context.today)
        let text = context.words.isEnglish ? "Set. " + state : context.words.localizer.localized("Set. {state}", ["state": state])
        return try ToolOutput(text, list: entries.map { EntryJSON($0, habit: habit) }, key: "entries")
    }

    static let undoCheckIn = CadenceTool(
        "undo_check_in", title: "Undo a check-in",
        description: "Remove a habit's latest check-in of a day (default: today). Each call removes one more.",
        parameters: [ToolParameters.habit, ToolParameters.date],
        effect: .removes
    ) { arguments, context in
        let habit = try await context.habit(arguments.text("habit") ?? "")
        let date = arguments.day("date")
        let day = context.day(date)
        let removed = try await context.service.undoCheckIn(of: habit.id, for: context.user, on: date.map { _ in day })
        let total = try await context.service.entries(of: habit.id, for: context.user, from: day, through: day)
            .totalAmount
        let state = context.words.day(of: habit, total: total, day: day, today: context.today)
        let text = context.words.localizer.localized(
            "Removed {amount}. {state}", ["amount": context.words.amount(removed.amount, of: habit), "state": state])
        return try ToolOutput(text, json: EntryJSON(removed, habit: habit))
    }

    static let skipDays = CadenceTool(
        "skip_days", title: "Skip days",
        description: """
            Skip a day or a range of days for a habit (vacation, illness): skipped days neither break nor extend a \
            streak. Give date, or from and to (at most 366 days). With undo: true the days count again. Idempotent.
            """,
        parameters: [
            ToolParameters.habit,
            ToolParameters.date,
            ToolParameter("from", .day, "The first day of a range (with to)."),
            ToolParameter("to", .day, "The last day of a range (with from)."),
            ToolParameter("undo", .boolean, "Take the skip back: the days count again."),
        ],
        effect: .sets
    ) { arguments, context in
        if arguments.has("date"), arguments.has("from") || arguments.has("to") {
            throw ToolInputError("give either date or from and to, not both")
        }
        if arguments.has("from") != arguments.has("to") { throw ToolInputError("from and to go together") }
        let habit = try await context.habit(arguments.text("habit") ?? "")
        let first = context.day(arguments.day("from") ?? arguments.day("date"))
        let last = context.day(arguments.day("to") ?? arguments.day("date"))
        let skipped = !arguments.flag("undo")
        try await context.service.setSkipped(skipped, habit: habit.id, for: context.user, from: first, through: last)
        let values = ["name": habit.name, "range": context.words.range(from: first, to: last, today: context.today)]
        let words = context.words.localizer
        let text = skipped ? words.localized("Skipped {name} {range}.", values) : words.localized("{name} counts again {range}.", values)
        return try ToolOutput(text, json: SkipJSON(habit: habit, from: first, to: last, skipped: skipped))
    }
}
