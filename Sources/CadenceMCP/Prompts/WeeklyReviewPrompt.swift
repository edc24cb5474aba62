import CadenceCore
import CadenceServices
import MCP

/// The `weekly_review` prompt (docs/domain-rules.md §11 "Prompts"): asks the model to review the
/// last 7 days from the overview, the week's completion and the progress, which it carries as
/// the same JSON the `overview` and `progress` tools answer. Its words are in the account's
/// language (docs/domain-rules.md §28 "Tool texts"), so the model answers in it; the JSON and the
/// habits' lines of dates and totals never change.
enum WeeklyReviewPrompt {
    static let name = "weekly_review"

    static let definition = Prompt(
        name: name, title: "Weekly review",
        description: "Review the last 7 days: what went well, what slipped, and one suggestion for next week.")

    static func messages(session: AssistantSession) async throws -> GetPrompt.Result {
        let service = session.service
        let words = try await session.context().words
        let localizer = words.localizer
        let today = try await service.today(for: session.user)
        let overview = try await service.overview(for: session.user)
        let progress = try await service.progress(for: session.user)
        let history = try await lastSevenDays(session: session, today: today, habits: overview.map(\.habit))
        let overviewJSON = ToolOutput.compact(.object(["habits": try ToolOutput.value(of: overview.map(OverviewJSON.init))]))
        let progressJSON = ToolOutput.compact(try ToolOutput.value(of: ProgressJSON(progress)))
        let dates = ["from": words.date(today.adding(days: -6)), "through": words.date(today)]
        let ask = [
            localizer.localized("Please review my habits for the last 7 days ({from} to {through}).", context: "assistant", dates),
            localizer.localized(
                "Say briefly what went well, which habits slipped and why that might be, and suggest one small change for next week.",
                context: "assistant"),
            localizer.localized("Be encouraging and concrete; do not change anything unless I ask.", context: "assistant"),
        ].joined(separator: " ")
        let text = """
            \(ask)

            \(localizer.localized("Each habit's days this week (date: total, ✓ met, – skipped):", context: "assistant"))
            \(history.isEmpty ? localizer.localized("(no habits)", context: "assistant") : history)

            \(localizer.localized("Overview (streaks, success rates, strength; struggling habits are marked):", context: "assistant"))
            \(overviewJSON)

            \(localizer.localized("Progress (level, XP, perfect-day streak, achievements):", context: "assistant"))
            \(progressJSON)
            """
        let description = localizer.localized(
            "Review the last 7 days: what went well, what slipped, and one suggestion for next week.", context: "assistant")
        return GetPrompt.Result(description: description, messages: [.user(.text(text: text))])
    }

    /// One line per habit: its last seven days' totals and verdicts.
    private static func lastSevenDays(session: AssistantSession, today: Day, habits: [Habit]) async throws -> String {
        var lines: [String] = []
        for habit in habits {
            let days = try await session.service.dayHistory(
                of: habit.id, for: session.user, from: today.adding(days: -6), through: today)
            let cells = days.map { day in
                let mark = day.isSkipped ? " –" : day.isSuccessful ? " ✓" : ""
                return "\(day.day): \(QuantityText.format(day.total))\(mark)"
            }
            lines.append("- \(habit.name): " + cells.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
