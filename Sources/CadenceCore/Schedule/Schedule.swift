import Foundation

/// docs/domain-rules.md §2: which days a habit is due.
///
/// Fixed schedules (`daily`, `weekdays`, `everyNDays`) make some days due; flexible ones
/// (`timesPerWeek`, `timesPerMonth`, `timesInDays`) ask for n successful days in a period and
/// leave the user to pick which.
public enum Schedule: Sendable, Hashable {
    case daily
    /// Due on these ISO weekdays.
    case weekdays(Set<Weekday>)
    /// Due every n days counted from the start date (n = 1 is daily).
    case everyNDays(Int)
    /// n successful days per calendar week (starting on the user's week start).
    case timesPerWeek(Int)
    /// n successful days per calendar month.
    case timesPerMonth(Int)
    /// n successful days in consecutive k-day blocks counted from the start date (Loop's `n/k`).
    case timesInDays(Int, Int)

    /// Whether the schedule is flexible (n successful days per period) rather than fixed days.
    public var isFlexible: Bool {
        switch self {
        case .daily, .weekdays, .everyNDays: false
        case .timesPerWeek, .timesPerMonth, .timesInDays: true
        }
    }

    /// docs/domain-rules.md §2: whether a fixed schedule makes `day` due, for a habit starting on `start`.
    /// Flexible schedules are due every day of their period until it has succeeded.
    public func isDue(on day: Day, start: Day) -> Bool {
        switch self {
        case .daily, .timesPerWeek, .timesPerMonth, .timesInDays:
            return true
        case .weekdays(let days):
            return days.contains(day.weekday)
        case .everyNDays(let interval):
            let offset = start.days(until: day)
            return offset >= 0 && interval > 0 && offset % interval == 0
        }
    }

    /// Loop Habit Tracker's frequency as numerator ÷ denominator (docs/domain-rules.md §5, strength score).
    public var frequency: (numerator: Int, denominator: Int) {
        switch self {
        case .daily: (1, 1)
        case .weekdays(let days): (days.count, 7)
        case .everyNDays(let interval): (1, interval)
        case .timesPerWeek(let count): (count, 7)
        case .timesPerMonth(let count): (count, 30)
        case .timesInDays(let count, let length): (count, length)
        }
    }

    /// A short English description (`daily`, `mon, wed, fri`, `3× per week`).
    public var summary: String {
        switch self {
        case .daily: "daily"
        case .weekdays(let days): days.sorted().map(\.shortName).joined(separator: ", ")
        case .everyNDays(let interval): interval == 1 ? "daily" : "every \(interval) days"
        case .timesPerWeek(let count): "\(count)× per week"
        case .timesPerMonth(let count): "\(count)× per month"
        case .timesInDays(let count, let length): "\(count)× in \(length) days"
        }
    }
}

extension Schedule: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, days, interval, count, length
    }

    private enum Tag: String, Codable {
        case daily, weekdays, everyNDays, timesPerWeek, timesPerMonth, timesInDays
    }

    /// JSON: `{"type": "weekdays", "days": [1, 3, 5]}`, `{"type": "everyNDays", "interval": 3}`,
    /// `{"type": "timesPerWeek", "count": 3}`, `{"type": "timesInDays", "count": 2, "length": 5}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Tag.self, forKey: .type) {
        case .daily:
            self = .daily
        case .weekdays:
            let numbers = try container.decode([Int].self, forKey: .days)
            let days = numbers.compactMap(Weekday.init(rawValue:))
            guard days.count == numbers.count else {
                throw DecodingError.dataCorruptedError(
                    forKey: .days, in: container, debugDescription: "weekdays are ISO numbers 1 (Monday) to 7 (Sunday)")
            }
            self = .weekdays(Set(days))
        case .everyNDays:
            self = .everyNDays(try container.decode(Int.self, forKey: .interval))
        case .timesPerWeek:
            self = .timesPerWeek(try container.decode(Int.self, forKey: .count))
        case .timesPerMonth:
            self = .timesPerMonth(try container.decode(Int.self, forKey: .count))
        case .timesInDays:
            self = .timesInDays(
                try container.decode(Int.self, forKey: .count), try container.decode(Int.self, forKey: .length))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .daily:
            try container.encode(Tag.daily, forKey: .type)
        case .weekdays(let days):
            try container.encode(Tag.weekdays, forKey: .type)
            try container.encode(days.map(\.rawValue).sorted(), forKey: .days)
        case .everyNDays(let interval):
            try container.encode(Tag.everyNDays, forKey: .type)
            try container.encode(interval, forKey: .interval)
        case .timesPerWeek(let count):
            try container.encode(Tag.timesPerWeek, forKey: .type)
            try container.encode(count, forKey: .count)
        case .timesPerMonth(let count):
            try container.encode(Tag.timesPerMonth, forKey: .type)
            try container.encode(count, forKey: .count)
        case .timesInDays(let count, let length):
            try container.encode(Tag.timesInDays, forKey: .type)
            try container.encode(count, forKey: .count)
            try container.encode(length, forKey: .length)
        }
    }
}
