import CadenceCore
import Foundation

/// What a Habitto phrase says about when a habit counts: a schedule, or (in a goal) the period its
/// target covers (`per week`).
enum HabittoTiming: Hashable {
    case schedule(Schedule)
    case period(GoalPeriod)

    var summary: String {
        switch self {
        case .schedule(let schedule): schedule.summary
        case .period(let period): "per \(period.rawValue)"
        }
    }
}

/// Parses Habitto's legacy phrases (docs/import-export.md "Habitto legacy records"): a `goal` such as
/// `"5 times everyday"` or `"1 time on Monday, Wednesday"` is split into count, unit and timing;
/// a `schedule` such as `"Everyday"`, `"Every 3 days"`, `"3 days a week"` or `"Monday, Friday"`
/// becomes a `Schedule`. A phrase that does not fit returns `nil`: the importer reports it by
/// habit and field instead of guessing (docs/import-export.md).
enum HabittoPhrase {
    /// A parsed goal: `count unit [timing]`.
    struct Goal: Hashable {
        var count: Double
        var unit: String
        var timing: HabittoTiming?
    }

    /// `"5 times everyday"` → 5, `times`, daily; `"30 min per week"` → 30, `min`, per week.
    static func goal(_ text: String) -> Goal? {
        let words = tokens(text)
        guard let first = words.first, let count = number(first) else { return nil }
        var unitWords: [String] = []
        var index = 1
        while index < words.count, !timingStarts.contains(words[index]) {
            unitWords.append(words[index])
            index += 1
        }
        guard !unitWords.isEmpty else { return nil }
        let rest = Array(words[index...])
        if rest.isEmpty { return Goal(count: count, unit: unitWords.joined(separator: " "), timing: nil) }
        guard let timing = timing(rest) else { return nil }
        return Goal(count: count, unit: unitWords.joined(separator: " "), timing: timing)
    }

    /// `"Everyday"`, `"Every 3 days"`, `"3 days a week"`, `"Twice a month"`, `"Monday, Wednesday"`.
    static func schedule(_ text: String) -> Schedule? {
        let words = tokens(text)
        guard !words.isEmpty else { return nil }
        if case .schedule(let schedule)? = timing(words) { return schedule }
        // "3 days a week", "twice per month", "2 times a week"
        if let count = number(words[0]) ?? frequencyWord(words[0]) {
            var rest = Array(words.dropFirst())
            if let first = rest.first, ["day", "days", "time", "times", "x"].contains(first) { rest.removeFirst() }
            guard let times = NumericBoundary.integer(count, in: 1...Int.max) else { return nil }
            switch periodWords(rest) {
            case .week?: return .timesPerWeek(times)
            case .month?: return .timesPerMonth(times)
            default: return nil
            }
        }
        switch words {
        case ["weekly"], ["every", "week"], ["each", "week"]: return .timesPerWeek(1)
        case ["monthly"], ["every", "month"], ["each", "month"]: return .timesPerMonth(1)
        default: break
        }
        if let days = weekdays(words) { return .weekdays(days) }
        return nil
    }

    // MARK: Parts

    /// Words that begin a goal's timing (`everyday`, `on Monday`, `per week`, `a day`).
    private static let timingStarts: Set<String> = [
        "everyday", "every", "daily", "per", "a", "an", "each", "on", "weekly", "monthly",
    ]

    private static func timing(_ words: [String]) -> HabittoTiming? {
        switch words {
        case ["everyday"], ["every", "day"], ["daily"], ["per", "day"], ["a", "day"], ["each", "day"]:
            return .schedule(.daily)
        case ["every", "other", "day"]:
            return .schedule(.everyNDays(2))
        default:
            break
        }
        if words.count == 3, words[0] == "every", let count = number(words[1]), ["days", "day"].contains(words[2]),
            let interval = NumericBoundary.integer(count, in: 1...Int.max)
        {
            return .schedule(interval == 1 ? .daily : .everyNDays(interval))
        }
        if words.first == "on" || words.first == "every" || words.first == "each",
            let days = weekdays(Array(words.dropFirst()))
        {
            return .schedule(.weekdays(days))
        }
        if let period = periodWords(words) { return .period(period) }
        return nil
    }

    /// `per week`, `a week`, `every week`, `weekly` (and month); `nil` otherwise.
    private static func periodWords(_ words: [String]) -> GoalPeriod? {
        switch words {
        case ["per", "week"], ["a", "week"], ["every", "week"], ["each", "week"], ["weekly"], ["in", "a", "week"]:
            return .week
        case ["per", "month"], ["a", "month"], ["every", "month"], ["each", "month"], ["monthly"],
            ["in", "a", "month"]:
            return .month
        default:
            return nil
        }
    }

    /// A weekday list (`monday wednesday`, `mon and fri`, `weekdays`, `weekends`), or `nil`.
    private static func weekdays(_ words: [String]) -> Set<Weekday>? {
        let names = words.filter { $0 != "and" }
        switch names {
        case ["weekdays"]: return [.monday, .tuesday, .wednesday, .thursday, .friday]
        case ["weekends"], ["weekend"]: return [.saturday, .sunday]
        default: break
        }
        guard !names.isEmpty else { return nil }
        var days = Set<Weekday>()
        for name in names {
            guard name.allSatisfy(\.isLetter), let day = Weekday(name: name), name.count <= 9 else { return nil }
            let full = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][day.rawValue - 1]
            guard full.hasPrefix(name) || name == full + "s" else { return nil }
            days.insert(day)
        }
        return days
    }

    /// Lowercased words; commas, `&` and `/` separate words too.
    private static func tokens(_ text: String) -> [String] {
        text.lowercased().replacingOccurrences(of: "&", with: " and ")
            .split { $0.isWhitespace || $0 == "," || $0 == "/" }.map(String.init)
    }

    private static func number(_ word: String) -> Double? {
        if let value = Double(word), value.isFinite { return value }
        let words = [
            "one": 1.0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
            "ten": 10,
        ]
        return words[word]
    }

    private static func frequencyWord(_ word: String) -> Double? {
        ["once": 1.0, "twice": 2, "thrice": 3][word]
    }
}
