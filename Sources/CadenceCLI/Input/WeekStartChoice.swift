import ArgumentParser
import CadenceCore

/// `settings set week-start mon|sun`.
enum WeekStartChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case mon, sun

    init?(argument: String) {
        switch argument.lowercased() {
        case "mon", "monday", "1": self = .mon
        case "sun", "sunday", "7": self = .sun
        default: return nil
        }
    }

    var weekday: Weekday { self == .mon ? .monday : .sunday }
}
