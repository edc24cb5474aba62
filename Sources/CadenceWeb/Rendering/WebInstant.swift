import CadenceCore
import Foundation

/// How the pages write an instant (a token's creation, an achievement's unlock, an import):
/// in the user's own time zone (docs/domain-rules.md §1), as a `<time>` element whose `datetime` is the
/// instant in UTC and whose text reads "21 Nov 2026, 14:05".
enum WebInstant {
    /// "21 Nov 2026, 14:05" in `calendar`'s zone.
    static func text(_ instant: Date, in calendar: UserCalendar) -> String {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        let month = Wording.shortMonthName(max(1, min(12, parts.month ?? 1)))
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        return "\(parts.day ?? 1) \(month) \(parts.year ?? 1970), \(time)"
    }

    /// The instant as a `<time>` element.
    static func html(_ instant: Date, in calendar: UserCalendar) -> HTML {
        let iso = InstantText.text(instant)
        return "<time datetime=\"\(iso)\">\(text(instant, in: calendar))</time>"
    }
}
