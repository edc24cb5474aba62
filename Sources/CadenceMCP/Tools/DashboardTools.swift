import CadenceCore
import CadenceHTTP
import CadenceServices

/// The dashboard tool (docs/domain-rules.md §11, §12 "Dashboard"): `dashboard`, its text in the
/// account's language (docs/domain-rules.md §28 "Tool texts"; the JSON never changes).
enum DashboardTools {
    static var all: [CadenceTool] { [dashboard] }

    static let dashboard = CadenceTool(
        "dashboard", title: "Dashboard",
        description: """
            One card per area of the person's life — habits, health, money, to-dos, notes — each with a short summary, \
            the values behind it, and when the area last changed (null when it holds nothing).
            """,
        parameters: [],
        effect: .reads
    ) { _, context in
        let cards = try await context.service.dashboard(for: context.user)
        let localizer = context.words.localizer
        let text = cards.map { card in
            guard !context.words.isEnglish else { return "\(card.title): \(card.summary)" }
            let words = DashboardCardWords(card: card, localizer: localizer)
            return localizer.localized("{title}: {summary}", context: "assistant", ["title": words.title, "summary": words.line])
        }.joined(separator: "\n")
        return try ToolOutput(text, json: DashboardJSON(cards))
    }
}
