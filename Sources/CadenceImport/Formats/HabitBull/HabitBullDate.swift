import CadenceCore

/// How HabitBull's `CalendarDate` column reads (docs/import-export.md "HabitBull"): a civil
/// date, `YYYY-MM-DD` in most exports, `M/D/YYYY` in the ones written by later Android
/// versions (or re-saved by a spreadsheet), either of them optionally followed by a time of
/// day (`2021-02-03 00:00:00`), which is dropped — the date is the day of the entry, never
/// converted between time zones.
///
/// A slashed date is month first, as HabitBull writes it; a file in which some slashed date
/// cannot be month first (`25/12/2021`) and none can only be month first is read day first.
///
/// HabitBull writes dates in the phone's short date format on some versions (Loop's importer,
/// `HabitBullCSVImporter.kt`, tries the locale's short format first), so the other short forms
/// are read too: a date with dots or dashes is day first (`5.11.2020`, `05.11.20`,
/// `05-11-2020`), and one that starts with a four-digit year is year, month, day whatever
/// separates them (`2020/11/05`, `2020.11.05`).
enum HabitBullDate {
    /// Which number of a slashed date is the month.
    enum Order: Sendable, Equatable {
        case monthFirst, dayFirst
    }

    /// The order of the file's slashed dates, from all of its `CalendarDate` texts.
    static func order(of texts: [String]) -> Order {
        var firstExceeds12 = false
        var secondExceeds12 = false
        for text in texts {
            guard let parts = slashedParts(datePart(text)) else { continue }
            if parts.0 > 12 { firstExceeds12 = true }
            if parts.1 > 12 { secondExceeds12 = true }
        }
        return firstExceeds12 && !secondExceeds12 ? .dayFirst : .monthFirst
    }

    /// The day `text` names, or `nil` when it is not one of the date forms above or lies
    /// outside `Day.supported`.
    static func day(_ text: String, order: Order) -> Day? {
        let date = datePart(text)
        if let day = Day(date) { return day }
        let ymd: (year: Int, month: Int, day: Int)
        if let parts = yearFirstParts(date) {
            ymd = (parts.0, parts.1, parts.2)
        } else if let parts = slashedParts(date) {
            ymd = order == .monthFirst ? (parts.2, parts.0, parts.1) : (parts.2, parts.1, parts.0)
        } else if let parts = dayFirstParts(date) {
            ymd = (parts.2, parts.1, parts.0)
        } else {
            return nil
        }
        let (year, month, dayOfMonth) = ymd
        guard let day = Day(year: year, month: month, day: dayOfMonth), Day.supported.contains(day) else {
            return nil
        }
        return day
    }

    /// The text before a time of day (`T` or a space), trimmed.
    private static func datePart(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let end = trimmed.firstIndex(where: { $0 == " " || $0 == "T" }) else { return trimmed }
        return String(trimmed[..<end])
    }

    /// `A/B/YYYY` (or a two-digit year, in 2000–2099) as three numbers; `nil` for anything
    /// else, including numbers too long to be part of a date.
    private static func slashedParts(_ text: String) -> (Int, Int, Int)? {
        endingInYear(text, separator: "/")
    }

    /// `D.M.YYYY` or `D-M-YYYY` (or a two-digit year) as day, month and year.
    private static func dayFirstParts(_ text: String) -> (Int, Int, Int)? {
        endingInYear(text, separator: ".") ?? endingInYear(text, separator: "-")
    }

    /// `YYYY/M/D`, `YYYY.M.D` or `YYYY-M-D` as year, month and day.
    private static func yearFirstParts(_ text: String) -> (Int, Int, Int)? {
        for separator: Character in ["/", ".", "-"] {
            guard let parts = numbers(text, separator: separator), parts[0].count == 4, parts[1].count <= 2,
                parts[2].count <= 2, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
            else { continue }
            return (year, month, day)
        }
        return nil
    }

    /// `A<separator>B<separator>YYYY` (or a two-digit year, in 2000–2099) as three numbers.
    private static func endingInYear(_ text: String, separator: Character) -> (Int, Int, Int)? {
        guard let parts = numbers(text, separator: separator), parts[0].count <= 2, parts[1].count <= 2,
            parts[2].count == 4 || parts[2].count == 2,
            let first = Int(parts[0]), let second = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        return (first, second, parts[2].count == 2 ? 2000 + year : year)
    }

    /// Three runs of at most four ASCII digits separated by `separator`, or `nil`.
    private static func numbers(_ text: String, separator: Character) -> [Substring]? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        return parts
    }
}
