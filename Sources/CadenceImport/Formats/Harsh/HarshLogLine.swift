import CadenceCore
import Foundation

/// One entry of harsh's `log` file (docs/import-export.md "harsh"):
/// `YYYY-MM-DD : Habit name : y|n|s [: comment [: amount]]`, the fields separated by `" : "`
/// (harsh writes all five, leaving the comment or amount empty; an amount of 0 is none). A
/// blank line or a `#` comment is no entry. Where harsh skips a malformed line with a warning,
/// the import refuses it, naming the line: nothing is guessed silently. An amount harsh cannot
/// read (`harsh ask` writes whatever follows `@`, as in `y @ 30min`) is different: harsh keeps
/// the entry with an amount of 0 and a warning, and so does the import (`amountWarning`).
struct HarshLogLine: Sendable, Equatable {
    /// What the entry records.
    enum Result: Sendable, Equatable {
        /// `y`: done.
        case done
        /// `n`: not done.
        case notDone
        /// `s`: skipped (harsh keeps the streak).
        case skipped
    }

    let day: Day
    let habit: String
    let result: Result
    let comment: String
    /// The amount, when one above 0 is given.
    let amount: Double?
    /// Why the amount field was not read, when it holds something that is not a finite number
    /// of 0 or more (the entry then has no amount, as harsh reads it as 0).
    var amountWarning: String? = nil

    /// Parses a line; `nil` for a blank or comment line.
    static func parse(_ line: Substring, location: String) throws(ImportIssue) -> HarshLogLine? {
        var text = String(line.drop { $0.isWhitespace })
        while let last = text.last, last.isWhitespace { text.removeLast() }
        if text.isEmpty || text.hasPrefix("#") { return nil }
        // An editor that strips trailing spaces leaves `y :  :`; the empty last field is still one.
        if text.hasSuffix(" :") { text += " " }
        let fields = text.components(separatedBy: " : ").map { $0.trimmingCharacters(in: .whitespaces) }
        guard (3...5).contains(fields.count) else {
            throw ImportIssue(
                location,
                "\(InputExcerpt.quoted(text)) is not a log entry (YYYY-MM-DD : habit : y, n or s [: comment [: amount]])")
        }
        guard let day = Day(fields[0]) else {
            throw ImportIssue(
                location, field: "date", "\(InputExcerpt.quoted(fields[0])) is not a date (YYYY-MM-DD, from 1900 to 2199)")
        }
        try SourceName.check(fields[1], location: location, field: "habit")
        guard !fields[1].isEmpty else { throw ImportIssue(location, field: "habit", "the habit name is empty") }
        let result: Result
        switch fields[2].lowercased() {
        case "y": result = .done
        case "n": result = .notDone
        case "s": result = .skipped
        default:
            throw ImportIssue(location, field: "result", "\(InputExcerpt.quoted(fields[2])) is not y, n or s")
        }
        var amount: Double?
        var warning: String?
        if fields.count == 5 { (amount, warning) = Self.amount(fields[4]) }
        return HarshLogLine(
            day: day, habit: fields[1], result: result, comment: fields.count >= 4 ? fields[3] : "", amount: amount,
            amountWarning: warning)
    }

    /// The amount field: empty or 0 is none; a finite number above 0 is the amount. Anything
    /// else (`30min`, `-5`, `1e999`) is none too, with the reason why — harsh reads it as 0
    /// with a warning and keeps the entry.
    private static func amount(_ text: String) -> (amount: Double?, warning: String?) {
        guard !text.isEmpty else { return (nil, nil) }
        guard let amount = Double(text), amount.isFinite, amount >= 0 else {
            return (
                nil,
                "\(InputExcerpt.quoted(text)) is not an amount (a number of 0 or more); the entry is imported without one, as harsh reads it as 0"
            )
        }
        return (amount > 0 ? amount : nil, nil)
    }
}
