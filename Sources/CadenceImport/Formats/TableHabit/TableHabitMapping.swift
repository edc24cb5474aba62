import CadenceCore
import Foundation

/// How Table Habit's (mhabit) fields become Cadence's (docs/import-export.md "Table Habit";
/// docs/domain-rules.md §2 schedules, §9 reminders): frequencies, colors and reminders. Each
/// function throws an `ImportIssue` naming the habit and field when a value is out of range.
enum TableHabitMapping {
    /// mhabit's built-in colors `cc1`…`cc10` (its theme's source colors).
    static let builtInColors = [
        "#6750A4", "#F44336", "#9C27B0", "#3F51B5", "#009688", "#4CAF50", "#FFC107", "#FF9800", "#8BC34A", "#673AB7",
    ]

    /// The largest count a frequency may hold (mhabit allows 99; a little room for other versions).
    static let maximumFrequency = 1_000

    /// `#RRGGBB` from a custom ARGB integer, else from the built-in code; `nil` keeps Cadence's default.
    static func color(code: Double?, custom: Double?, title: String) throws(ImportIssue) -> String? {
        if let custom {
            guard let argb = NumericBoundary.integer(custom, in: 0...0xFFFF_FFFF) else {
                throw ImportIssue(title, field: "custom_color", "\(custom.formatted) is not an ARGB color (0 to 4294967295)")
            }
            let rgb = argb & 0xFF_FFFF
            let hex = String(rgb, radix: 16, uppercase: true)
            return "#" + String(repeating: "0", count: max(0, 6 - hex.count)) + hex
        }
        guard let code else { return nil }
        guard let index = NumericBoundary.integer(code, in: 1...builtInColors.count) else {
            throw ImportIssue(title, field: "color", "\(code.formatted) is not one of Table Habit's colors 1–10")
        }
        return builtInColors[index - 1]
    }

    /// `freq_type` with the counts of `freq_custom`: weekly `[n]` → n per week, monthly `[n]` → n
    /// per month, custom `[freq, days]` → freq in blocks of days (daily when they are equal).
    static func schedule(
        type: Double?, custom: String?, title: String, warnings: inout [ImportIssue]
    ) throws(ImportIssue) -> Schedule {
        guard let type else { return .daily }
        let code = try TableHabitImporter.code(type, title: title, field: "freq_type")
        guard (1...3).contains(code) else {
            // 0 (mhabit's "unknown") or a frequency a newer mhabit may add: daily, with a warning.
            warnings.append(
                ImportIssue(
                    title, field: "freq_type",
                    "\(type.formatted) is none of 1 (weekly), 2 (monthly), 3 (custom); imported as daily"))
            return .daily
        }
        let counts = try Self.counts(custom, title: title)
        switch code {
        case 1:
            let times = try Self.count(counts.first, at: 0, title: title)
            return times >= 7 ? .daily : .timesPerWeek(times)
        case 2:
            let times = try Self.count(counts.first, at: 0, title: title)
            return times >= 31 ? .daily : .timesPerMonth(times)
        case 3:
            let times = try Self.count(counts.first, at: 0, title: title)
            let days = try Self.count(counts.count > 1 ? counts[1] : nil, at: 1, title: title)
            let (low, high) = (min(times, days), max(times, days))
            return low == high ? .daily : .timesInDays(low, high)
        default:
            return .daily
        }
    }

    private static func counts(_ text: String?, title: String) throws(ImportIssue) -> [Double] {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        do {
            return try JSONDecoder().decode([Double].self, from: Data(text.utf8))
        } catch {
            throw ImportIssue(title, field: "freq_custom", "\(InputExcerpt.quoted(text)) is not a list of counts such as [3] or [2, 5]")
        }
    }

    private static func count(_ value: Double?, at index: Int, title: String) throws(ImportIssue) -> Int {
        guard let value else {
            throw ImportIssue(title, field: "freq_custom", "the frequency has no count at position \(index + 1)")
        }
        guard let count = NumericBoundary.integer(value, in: 1...maximumFrequency) else {
            throw ImportIssue(
                title, field: "freq_custom", "\(value.formatted) is not a whole count from 1 to \(maximumFrequency)")
        }
        return count
    }

    /// The reminder: daily and "when needed" at their time, weekly on its weekdays; a monthly
    /// one keeps its time on every day, with a warning (Cadence's reminders name weekdays only).
    static func reminder(_ text: String?, title: String, warnings: inout [ImportIssue]) throws(ImportIssue) -> [Reminder] {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty, text != "null" else { return [] }
        let value: TableHabitReminder
        do {
            value = try JSONDecoder().decode(TableHabitReminder.self, from: Data(text.utf8))
        } catch {
            // The reminder is a text mhabit parses itself; one Cadence cannot read is left out.
            warnings.append(
                ImportIssue(
                    title, field: "reminder", "\(InputExcerpt.quoted(text)) is not a Table Habit reminder; not imported"))
            return []
        }
        guard let hour = NumericBoundary.integer(value.time.hour, in: 0...23),
            let minute = NumericBoundary.integer(value.time.minute, in: 0...59)
        else {
            throw ImportIssue(
                title, field: "reminder",
                "the time \(value.time.hour.formatted):\(value.time.minute.formatted) is not a time of day")
        }
        switch NumericBoundary.integer(value.type, in: 0...4) {
        case 1?, 2?:
            return [Reminder(hour: hour, minute: minute)]
        case 3?:
            var days = Set<Weekday>()
            for number in value.extra ?? [] {
                guard let raw = NumericBoundary.integer(number, in: 1...7), let day = Weekday(rawValue: raw) else {
                    throw ImportIssue(title, field: "reminder", "\(number.formatted) is not a weekday 1 (Monday) to 7 (Sunday)")
                }
                days.insert(day)
            }
            return [Reminder(hour: hour, minute: minute, weekdays: days.count == 7 ? [] : days)]
        case 4?:
            warnings.append(
                ImportIssue(
                    title, field: "reminder",
                    "a monthly reminder (on days of the month) is imported as a reminder on every due day"))
            return [Reminder(hour: hour, minute: minute)]
        default:
            // 0 (mhabit's "unknown") or a type a newer mhabit may add: left out, with a warning.
            warnings.append(
                ImportIssue(title, field: "reminder", "the reminder type \(value.type.formatted) is none of 1–4; not imported"))
            return []
        }
    }
}
