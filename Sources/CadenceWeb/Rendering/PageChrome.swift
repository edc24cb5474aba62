import CadenceLocalization

/// What the layout shows around a signed-in page: who is signed in, which section is open,
/// the sign-out form's CSRF field, and the page's language (docs/domain-rules.md §23).
struct PageChrome: Sendable {
    let username: String
    let section: PageSection?
    let csrfField: HTML
    /// `light` or `dark` when the browser chose one; `nil` follows the system.
    var theme: String? = nil
    var localizer: Localizer = .english
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

    /// The section's name in the page's language (docs/domain-rules.md §23).
    func title(_ localizer: Localizer) -> String {
        switch self {
        case .home: localizer.localized("Home")
        case .today: localizer.localized("Today")
        case .health: localizer.localized("Health")
        case .money: localizer.localized("Money")
        case .todos: localizer.localized("To-dos")
        case .notes: localizer.localized("Notes")
        case .overview: localizer.localized("Overview")
        case .achievements: localizer.localized("Achievements")
        case .newHabit: localizer.localized("New habit")
        case .settings: localizer.localized("Settings")
        case .data: localizer.localized("Import & export")
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
