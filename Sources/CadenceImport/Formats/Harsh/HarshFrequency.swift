import CadenceCore
import Foundation

/// A harsh habit's frequency (docs/import-export.md "harsh"): `target/interval` — the habit is
/// done `target` times within any `interval` days. `N` alone is once every N days (`1` daily,
/// `7` weekly), `0` tracks the habit without a target; each number may end in `w` (weeks: `1w`
/// is 7). Like harsh, an interval of 0 or a target above the interval is an error; numbers
/// above `maximumDays` are refused too.
struct HarshFrequency: Sendable, Hashable {
    let target: Int
    let interval: Int

    /// The most days a frequency's number may stand for (a hundred years).
    static let maximumDays = 36_500

    /// The longest block of days Cadence's `n times in k days` takes (docs/domain-rules.md §7).
    static let maximumBlock = 365

    /// Parses `text` (the part after `Name: ` on a habits line).
    static func parse(_ text: String, location: String) throws(ImportIssue) -> HarshFrequency {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else {
            throw ImportIssue(location, field: "frequency", "\(InputExcerpt.quoted(text)) is not a frequency (N or N/D)")
        }
        let first = try days(parts[0], in: text, location: location)
        guard parts.count == 2 else {
            return first == 0 ? HarshFrequency(target: 0, interval: 1) : HarshFrequency(target: 1, interval: first)
        }
        let interval = try days(parts[1], in: text, location: location)
        guard interval > 0 else {
            throw ImportIssue(location, field: "frequency", "\(InputExcerpt.quoted(text)) has a period of 0 days")
        }
        guard first <= interval else {
            throw ImportIssue(
                location, field: "frequency",
                "\(InputExcerpt.quoted(text)) asks for more times (\(first)) than its period has days (\(interval))")
        }
        return HarshFrequency(target: first, interval: interval)
    }

    /// One number of a frequency: digits, optionally followed by `w`.
    private static func days(_ part: Substring, in text: String, location: String) throws(ImportIssue) -> Int {
        let trimmed = part.trimmingCharacters(in: .whitespaces)
        let isWeeks = trimmed.hasSuffix("w")
        let digits = isWeeks ? trimmed.dropLast() : Substring(trimmed)
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(digits)
        else {
            throw ImportIssue(
                location, field: "frequency",
                "\(InputExcerpt.quoted(text)) is not a frequency (a number of days, or of weeks ending in w, as in 1, 3/7 or 2/1w)"
            )
        }
        let days = isWeeks ? number * 7 : number
        guard days <= maximumDays else {
            throw ImportIssue(
                location, field: "frequency",
                "\(InputExcerpt.quoted(text)) counts \(InputExcerpt.grouped(days)) days; at most \(InputExcerpt.grouped(maximumDays)) are read"
            )
        }
        return days
    }

    /// Whether harsh only tracks the habit (frequency 0: no target, no warnings).
    var isTrackingOnly: Bool { target == 0 }

    /// The Cadence schedule (docs/domain-rules.md §2): daily for `1` and for tracking only;
    /// `n/7` n times a week, `n/30` and `n/31` n times a month, any other `n/k` n times in k
    /// days. A period longer than a year keeps its rate over 365 days (`approximated`).
    var schedule: (schedule: Schedule, approximated: Bool) {
        guard !isTrackingOnly else { return (.daily, false) }
        if interval <= Self.maximumBlock {
            return (LoopHabitMapping.schedule(numerator: target, denominator: interval) ?? .daily, false)
        }
        let count = max(1, (target * Self.maximumBlock + interval / 2) / interval)
        return (.timesInDays(count, Self.maximumBlock), true)
    }

    /// `3/7`, as harsh writes it.
    var text: String { "\(target)/\(interval)" }
}
