import ArgumentParser
import CadenceCore

/// A set of weekdays for `--on`: `mon,wed,fri`, ISO numbers `1,3,5`, `weekdays` or `weekends`.
struct WeekdayList: ExpressibleByArgument, Equatable, Sendable {
    let days: Set<Weekday>

    init?(argument: String) {
        let text = argument.lowercased().trimmingCharacters(in: .whitespaces)
        switch text {
        case "weekdays", "workdays": days = [.monday, .tuesday, .wednesday, .thursday, .friday]
        case "weekends", "weekend": days = [.saturday, .sunday]
        default:
            var days = Set<Weekday>()
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let day = Weekday(name: String(part)) else { return nil }
                days.insert(day)
            }
            guard !days.isEmpty else { return nil }
            self.days = days
        }
    }
}
