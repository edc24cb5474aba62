import CadenceCore
import Foundation

/// A date as other apps' JSON writes it (docs/import-export.md): an ISO 8601 string
/// (`2025-03-10T08:15:00Z`, with or without fractional seconds or an offset), a civil date
/// (`2025-03-10`), or a number — Swift's default `JSONEncoder` writes seconds since
/// 2001-01-01 00:00:00 UTC (`Date.timeIntervalSinceReferenceDate`).
enum FlexibleDate: Sendable, Hashable, Decodable {
    /// A moment in time.
    case instant(Date)
    /// A civil date with no time of day.
    case day(Day)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            guard seconds.isFinite else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a date number must be finite")
            }
            self = .instant(Date(timeIntervalSinceReferenceDate: seconds))
            return
        }
        let text = try container.decode(String.self)
        guard let date = FlexibleDate(text: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "'\(text)' is not an ISO 8601 date or a number of seconds since 2001-01-01")
        }
        self = date
    }

    /// Parses an ISO 8601 instant or a `YYYY-MM-DD` civil date.
    init?(text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let day = Day(trimmed) {
            self = .day(day)
        } else if let date = InstantText.date(trimmed) {
            self = .instant(date)
        } else {
            return nil
        }
    }

    /// The user's day this date falls on (docs/domain-rules.md §1: instants become days with the user's calendar).
    func day(in calendar: UserCalendar) -> Day {
        switch self {
        case .instant(let date): calendar.day(containing: date)
        case .day(let day): day
        }
    }

    /// The instant, when the source gave one.
    var instant: Date? {
        if case .instant(let date) = self { return date }
        return nil
    }
}
