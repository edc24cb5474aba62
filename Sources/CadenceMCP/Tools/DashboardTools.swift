import CadenceCore
import CadenceHTTP
import CadenceServices

/// The dashboard tool (docs/domain-rules.md §11, §12 "Dashboard"): `dashboard`.
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
        let text = cards.map { "\($0.title): \($0.summary)" }.joined(separator: "\n")
        return try ToolOutput(text, json: DashboardJSON(cards))
    }
}
