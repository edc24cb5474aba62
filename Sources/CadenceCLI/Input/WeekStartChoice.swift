import ArgumentParser
import CadenceCore

/// `settings set week-start mon|sun|language` (docs/domain-rules.md §23 "Week start and clock":
/// `language` follows the account's language setting again).
enum WeekStartChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case mon, sun, language

    init?(argument: String) {
        switch argument.lowercased() {
        case "mon", "monday", "1": self = .mon
        case "sun", "sunday", "7": self = .sun
        case "language", "lang": self = .language
        default: return nil
        }
    }

    /// The chosen day, `nil` to follow the language.
    var weekday: Weekday? {
        switch self {
        case .mon: .monday
        case .sun: .sunday
        case .language: nil
        }
    }
}
