import ArgumentParser
import CadenceCore

/// `settings set clock 12h|24h|language`.
enum ClockChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case twelve = "12h"
    case twentyFour = "24h"
    case language

    init?(argument: String) {
        switch argument.lowercased() {
        case "12h", "12": self = .twelve
        case "24h", "24": self = .twentyFour
        case "language", "lang": self = .language
        default: return nil
        }
    }

    /// The chosen clock, `nil` for the language's.
    var clock: UserSettings.Clock? {
        switch self {
        case .twelve: .twelveHour
        case .twentyFour: .twentyFourHour
        case .language: nil
        }
    }
}
