import CadenceCore
import Foundation

/// Adds up health samples per metric, source and day while a file streams past
/// (docs/domain-rules.md §20 Health import from the phone): memory grows with the
/// days and sources, never with the samples. A day's value is then the largest source's total
/// (steps, water, sleep, mindful minutes; never the sum of sources) or the day's latest weight.
struct HealthDayAggregator {
    /// What a sample measures, as Cadence keeps it.
    enum Metric: String, CaseIterable, Sendable {
        case steps, sleep, weight, water, mindful
    }

    private struct Key: Hashable {
        let metric: Metric
        let source: String
        let day: Day
    }

    let calendar: UserCalendar
    private var totals: [Key: Double] = [:]
    private var weights: [Day: (at: Int, kilograms: Double)] = [:]
    private var dayCache: [Int: Day] = [:]
    /// Samples read but not imported, by reason.
    private(set) var notImported: [String: Int] = [:]
    /// Samples counted, by metric.
    private(set) var samples: [Metric: Int] = [:]

    init(calendar: UserCalendar) {
        self.calendar = calendar
    }

    /// The person's day of an instant (seconds since 1970): their zone and day start. Every zone
    /// offset is a multiple of 15 minutes, so a quarter hour's day is remembered.
    mutating func day(of seconds: Int) -> Day {
        let quarter = seconds >= 0 ? seconds / 900 : (seconds - 899) / 900
        if let day = dayCache[quarter] { return day }
        if dayCache.count > 200_000 { dayCache.removeAll(keepingCapacity: true) }
        let day = calendar.day(containing: Date(timeIntervalSince1970: TimeInterval(quarter * 900)))
        dayCache[quarter] = day
        return day
    }

    /// Adds `amount` (steps, hours of sleep, mL of water, minutes) of `source` to `day`.
    mutating func add(_ metric: Metric, source: String, day: Day, amount: Double) {
        totals[Key(metric: metric, source: source, day: day), default: 0] += amount
        samples[metric, default: 0] += 1
    }

    /// Keeps the day's latest weight (at `seconds`); a tie keeps the larger value, so the
    /// result does not depend on the order of the file.
    mutating func addWeight(day: Day, seconds: Int, kilograms: Double) {
        samples[.weight, default: 0] += 1
        if let kept = weights[day], kept.at > seconds || (kept.at == seconds && kept.kilograms >= kilograms) { return }
        weights[day] = (seconds, kilograms)
    }

    /// Counts a sample that is not imported.
    mutating func skip(_ reason: String) {
        notImported[reason, default: 0] += 1
    }

    /// Each metric's day values: the largest source's total (weight: the latest), by day.
    func dayValues() -> [Metric: [Day: Double]] {
        var result: [Metric: [Day: Double]] = [:]
        for (key, total) in totals {
            let kept = result[key.metric]?[key.day] ?? -Double.infinity
            if total > kept { result[key.metric, default: [:]][key.day] = total }
        }
        result[.weight] = weights.mapValues(\.kilograms)
        return result
    }
}
