import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices

/// The tools for the Life OS areas beside habits (docs/domain-rules.md §11, §12).
enum LifeTools {
    static var all: [CadenceTool] {
        [logHealth, healthSummary] + TodoTools.all + NoteTools.all + MoneyTools.all + DashboardTools.all + ReminderTools.all
    }

    static let logHealth = CadenceTool(
        "log_health", title: "Log a health entry",
        description: """
            Record a health entry: sleep (hours; min accepted), steps, mood (a whole 1–5; the note is its label), \
            water (mL; L and cups accepted, a cup is 250 mL) or weight (kg; lb accepted). Default day: today. \
            Sleep (per night), steps and weight (per day) are one value each: logging one again replaces the day's value \
            (the answer's `replaced` says so). Water and mood add an entry (water adds up; the day's mood is the latest). \
            Sane ranges: sleep 0–24 h, steps 0–200,000, water 1–5,000 mL a drink, weight 20–400 kg.
            """,
        parameters: [
            ToolParameter("type", .choice(HealthType.allCases.map(\.rawValue)), "What was measured.", required: true),
            ToolParameter("value", .number, "The value, in unit or the type's own unit.", required: true),
            ToolParameter("unit", .text(maxLength: 20, nonEmpty: true), "min for sleep; mL, L or cups for water; kg or lb for weight."),
            ToolParameters.date,
            ToolParameter("note", .text(maxLength: ToolParameters.longText, nonEmpty: false), "A note (for a mood: its label)."),
        ],
        effect: .adds
    ) { arguments, context in
        guard let type = arguments.text("type").flatMap(HealthType.init(rawValue:)) else {
            throw ToolInputError("'type' must be one of sleep, steps, mood, water, weight")
        }
        let saved = try await context.service.saveHealthEntry(
            type: type, value: arguments.number("value") ?? 0, unit: arguments.text("unit"),
            on: arguments.day("date").map { context.day($0) }, note: arguments.text("note"), for: context.user)
        let entry = saved.entry
        let words = context.words
        let values = [
            "type": words.healthType(type), "value": words.quantity(entry.value), "unit": words.healthUnit(type),
            "when": words.when(entry.day, today: context.today),
        ]
        let text =
            saved.replaced
            ? words.localizer.localized("Replaced {type} with {value} {unit} {when}.", values)
            : words.localizer.localized("Recorded {type} {value} {unit} {when}.", values)
        return try ToolOutput(text, json: HealthEntryJSON(saved))
    }

    static let healthSummary = CadenceTool(
        "health_summary", title: "Health summary",
        description: "Each health type over the last N days (default 7): days with entries, mean per day, lowest, highest, trend.",
        parameters: [ToolParameter("days", .integer(1...3_660), "The window: the N days ending today.")],
        effect: .reads
    ) { arguments, context in
        let summaries = try await context.service.healthSummary(for: context.user, days: arguments.integer("days") ?? 7)
        let words = context.words
        let parts = summaries.filter { $0.daysWithEntries > 0 }.map { summary in
            words.localizer.localized(
                "{type} {value} {unit}/day",
                [
                    "type": words.healthType(summary.type), "value": words.quantity(summary.mean ?? 0),
                    "unit": words.healthUnit(summary.type),
                ])
        }
        let text =
            parts.isEmpty
            ? words.localizer.localized("No health entries in the window.")
            : words.localizer.localized("Mean per day with entries: {parts}.", ["parts": parts.joined(separator: ", ")])
        return try ToolOutput(text, json: HealthSummaryJSON(summaries))
    }
}
