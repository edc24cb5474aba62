/// What the layout shows around a signed-in page: who is signed in, which section is open,
/// and the sign-out form's CSRF field.
struct PageChrome: Sendable {
    let username: String
    let section: PageSection?
    let csrfField: HTML
}

/// The sections of the main navigation.
enum PageSection: String, Sendable, CaseIterable {
    case today, overview, achievements, newHabit, settings, data

    var path: String {
        switch self {
        case .today: "/"
        case .overview: "/overview"
        case .achievements: "/achievements"
        case .newHabit: "/habits/new"
        case .settings: "/settings"
        case .data: "/data"
        }
    }

    var title: String {
        switch self {
        case .today: "Today"
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
        case .today: "◉"
        case .overview: "▤"
        case .achievements: "★"
        case .newHabit: "+"
        case .settings: "⚙"
        case .data: "⇅"
        }
    }
}
