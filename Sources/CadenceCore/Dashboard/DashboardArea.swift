/// The areas of a person's life the dashboard shows, in its order (docs/domain-rules.md §12
/// "Dashboard").
public enum DashboardArea: String, Sendable, Hashable, Codable, CaseIterable {
    case habits, health, money, todos, notes

    /// The card's title.
    public var title: String {
        switch self {
        case .habits: "Habits"
        case .health: "Health"
        case .money: "Money"
        case .todos: "To-dos"
        case .notes: "Notes"
        }
    }

    /// The card's icon: one emoji, as habits' icons are.
    public var icon: String {
        switch self {
        case .habits: "✅"
        case .health: "❤️"
        case .money: "💰"
        case .todos: "☑️"
        case .notes: "📝"
        }
    }
}
