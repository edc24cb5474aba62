import Foundation

extension Schedule: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, days, interval, count, length, week, weekday, weeks, weekdays
    }

    private enum Tag: String, Codable {
        case daily, weekdays, everyNDays, timesPerWeek, timesPerMonth, timesInDays, daysOfMonth, nthWeekday, everyNWeeks
    }

    /// JSON: `{"type": "weekdays", "days": [1, 3, 5]}`, `{"type": "everyNDays", "interval": 3}`,
    /// `{"type": "timesPerWeek", "count": 3}`, `{"type": "timesInDays", "count": 2, "length": 5}`,
    /// `{"type": "daysOfMonth", "days": [1, 15, -1]}`, `{"type": "nthWeekday", "week": 2, "weekday": "tue"}`,
    /// `{"type": "everyNWeeks", "weeks": 2, "weekdays": ["mon", "thu"]}` (docs/domain-rules.md §2,
    /// §16 Schedules by the month and by the fortnight). Ranges are `HabitValidator`'s.
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
        case .daysOfMonth:
            self = .daysOfMonth(Set(try container.decode([Int].self, forKey: .days)))
        case .nthWeekday:
            let week = try container.decode(Int.self, forKey: .week)
            self = .nthWeekday(week: week, weekday: try Self.weekday(try container.decode(String.self, forKey: .weekday), container))
        case .everyNWeeks:
            let names = try container.decode([String].self, forKey: .weekdays)
            var days = Set<Weekday>()
            for name in names { days.insert(try Self.weekday(name, container)) }
            self = .everyNWeeks(try container.decode(Int.self, forKey: .weeks), days)
        }
    }

    private static func weekday(_ name: String, _ container: KeyedDecodingContainer<CodingKeys>) throws -> Weekday {
        guard let day = Weekday(name: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .weekday, in: container, debugDescription: "a weekday is mon, tue, wed, thu, fri, sat or sun")
        }
        return day
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
        case .daysOfMonth(let days):
            try container.encode(Tag.daysOfMonth, forKey: .type)
            try container.encode(Schedule.orderedMonthDays(days), forKey: .days)
        case .nthWeekday(let week, let weekday):
            try container.encode(Tag.nthWeekday, forKey: .type)
            try container.encode(week, forKey: .week)
            try container.encode(weekday.shortName, forKey: .weekday)
        case .everyNWeeks(let weeks, let weekdays):
            try container.encode(Tag.everyNWeeks, forKey: .type)
            try container.encode(weeks, forKey: .weeks)
            try container.encode(weekdays.sorted().map(\.shortName), forKey: .weekdays)
        }
    }
}
