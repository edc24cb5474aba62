import Foundation

/// docs/domain-rules.md §9 "Calendar feed": planned firings as an iCalendar document (RFC 5545)
/// that a phone's calendar subscribes to — one five-minute event per firing, a display alarm at
/// its instant unless the goal was already met (then the event says so and has no alarm), and a
/// UID made of the reminder's id and the habit's day, so a refresh updates events rather than
/// adding them. Lines end in CRLF and are folded at 75 octets; text is escaped.
public enum ReminderCalendar {
    /// How far ahead a feed plans: 14 days.
    public static let feedSpan: TimeInterval = 14 * 86_400

    /// The document: the firings as single events, then each series (docs/domain-rules.md
    /// §17 The calendar feed's recurring events) as one recurring event.
    public static func document(
        firings: [ReminderFiring], stamp: Date, name: String = "Cadence reminders", series: [ReminderSeries] = [],
        calendar: UserCalendar? = nil
    ) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Cadence//Reminders//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:" + escaped(name), "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
        ]
        for firing in firings {
            lines += [
                "BEGIN:VEVENT",
                "UID:cadence-reminder-\(firing.reminderID)-\(firing.day)@cadence",
                "DTSTAMP:" + utc(stamp),
                "DTSTART:" + utc(firing.at),
                "DURATION:PT5M",
                "SUMMARY:" + escaped(firing.isCancelled ? "✓ \(firing.habitName) (done)" : firing.habitName),
                "DESCRIPTION:" + escaped("\(firing.habitName) — \(firing.day) at \(firing.localTime)"),
                "TRANSP:TRANSPARENT",
            ]
            if !firing.isCancelled {
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + escaped(firing.habitName), "TRIGGER:PT0S", "END:VALARM"]
            }
            lines.append("END:VEVENT")
        }
        if let calendar {
            for one in series { lines += Self.lines(of: one, calendar: calendar, stamp: stamp) }
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
    }

    /// `20261124T070000Z`.
    static func utc(_ instant: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 1970) + two(parts.month) + two(parts.day) + "T" + two(parts.hour)
            + two(parts.minute) + two(parts.second) + "Z"
    }

    /// RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default:
                if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) { result.append(character) }
            }
        }
        return result
    }

    /// RFC 5545 §3.1: a line longer than 75 octets continues on lines starting with a space,
    /// never splitting a character.
    static func folded(_ line: String) -> String {
        var result = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            if octets + size > 75 {
                result += "\r\n "
                octets = 1
            }
            result.append(character)
            octets += size
        }
        return result
    }
}
