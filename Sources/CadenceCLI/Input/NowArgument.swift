import CadenceCore
import Foundation

/// The value of `--now` / `CADENCE_NOW`: an ISO 8601 instant, a local date-time, or a date
/// meaning 12:00 local time that day (backfilling, demos, tests).
enum NowArgument: Equatable {
    /// An instant with an explicit zone (`2025-03-10T08:30:00Z`, `…+01:00`).
    case instant(Date)
    /// A wall-clock time in the user's zone (`2025-03-10T08:30`).
    case local(Day, hour: Int, minute: Int)

    init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let day = Day(trimmed) {
            self = .local(day, hour: 12, minute: 0)
            return
        }
        if let instant = NowArgument.parseInstant(trimmed) {
            self = .instant(instant)
            return
        }
        guard let local = NowArgument.parseLocal(trimmed) else { return nil }
        self = local
    }

    /// The instant this names, local forms read in `calendar`'s zone.
    func instant(in calendar: UserCalendar) -> Date {
        switch self {
        case .instant(let date): date
        case .local(let day, let hour, let minute): calendar.instant(on: day, hour: hour, minute: minute)
        }
    }

    /// A usage message for a value that is not an instant.
    static func formatHint(for text: String, option: String) -> String {
        "\(option) '\(text)' is not an instant; use an ISO 8601 instant such as 2025-03-10T08:30:00Z, "
            + "a local time such as 2025-03-10T08:30, or a date YYYY-MM-DD (meaning 12:00 that day)"
    }

    /// docs/domain-rules.md §1 "Instants as text".
    private static func parseInstant(_ text: String) -> Date? {
        InstantText.date(text)
    }

    /// `YYYY-MM-DDTHH:MM[:SS]` without a zone.
    private static func parseLocal(_ text: String) -> NowArgument? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let day = Day(String(parts[0])) else { return nil }
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard time.count == 2 || time.count == 3, time.allSatisfy({ $0.count == 2 }),
            let hour = Int(time[0]), let minute = Int(time[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        if time.count == 3 {
            guard let second = Int(time[2]), (0...59).contains(second) else { return nil }
        }
        return .local(day, hour: hour, minute: minute)
    }
}
