/// What the layout shows around a signed-in page: who is signed in, which section is open,
/// and the sign-out form's CSRF field.
struct PageChrome: Sendable {
    let username: String
    let section: PageSection?
    let csrfField: HTML
    /// `light` or `dark` when the browser chose one; `nil` follows the system.
    var theme: String? = nil
}

/// The theme a browser chose on the settings page (docs/web.md "Decisions"): kept in a cookie
/// on that device, since a theme belongs to a screen, not to an account.
enum ThemeChoice: String, CaseIterable, Sendable {
    case system, light, dark

    static let cookieName = "cadence_theme"
}

/// The sections of the main navigation (docs/web.md "Navigation"): the home dashboard, Today,
/// the Life OS areas, then the habit pages and the account's own.
enum PageSection: String, Sendable, CaseIterable {
    case home, today, health, money, todos, notes, overview, achievements, newHabit, settings, data

    var path: String {
        switch self {
        case .home: "/"
        case .today: "/today"
        case .health: "/health"
        case .money: "/money"
        case .todos: "/todos"
        case .notes: "/notes"
        case .overview: "/overview"
        case .achievements: "/achievements"
        case .newHabit: "/habits/new"
        case .settings: "/settings"
        case .data: "/data"
        }
    }

    var title: String {
        switch self {
        case .home: "Home"
        case .today: "Today"
        case .health: "Health"
        case .money: "Money"
        case .todos: "To-dos"
        case .notes: "Notes"
        case .overview: "Overview"
        case .achievements: "Achievements"
        case .newHabit: "New habit"
        case .settings: "Settings"
        case .data: "Import & export"
        }
    }

    /// A small icon drawn with text, so nothing is fetched.
    var symbol: String {
        switch self {
        case .home: "⌂"
        case .today: "◉"
        case .health: "♥"
        case .money: "¤"
        case .todos: "☑"
        case .notes: "✎"
        case .overview: "▤"
        case .achievements: "★"
        case .newHabit: "+"
        case .settings: "⚙"
        case .data: "⇅"
        }
    }
}
