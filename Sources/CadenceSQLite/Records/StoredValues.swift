import CadenceCore
import Foundation

/// How instants are stored: integer milliseconds since 1970-01-01 UTC (docs/schema.md).
///
/// docs/domain-rules.md §1: a check-in keeps its UTC instant. Milliseconds keep rows narrow (six bytes
/// for present-day values) and round-trip every `Date` that is itself a whole number of
/// milliseconds; finer precision is rounded to the nearest millisecond.
enum StoredInstant {
    /// The stored integer for `date`, rounded to the nearest millisecond (clamped to Int64).
    static func milliseconds(_ date: Date) -> Int64 {
        NumericBoundary.clamped64(date.timeIntervalSince1970 * 1000)
    }

    /// The date a stored integer stands for.
    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

/// How weekday sets are stored: a bitmask where bit `n - 1` stands for ISO weekday `n`
/// (docs/domain-rules.md §1: 1 = Monday … 7 = Sunday).
enum StoredWeekdays {
    static func mask(_ weekdays: Set<Weekday>) -> Int {
        weekdays.reduce(0) { $0 | (1 << ($1.rawValue - 1)) }
    }

    static func weekdays(_ mask: Int) -> Set<Weekday> {
        Set(Weekday.allCases.filter { mask & (1 << ($0.rawValue - 1)) != 0 })
    }
}

/// A stored value that does not decode into the model (an enum raw value the app does not know).
struct StoredValueError: Error, CustomStringConvertible {
    let description: String
}

/// Decodes a `RawRepresentable` enum stored as its raw text.
func storedEnum<Value: RawRepresentable>(_ type: Value.Type, _ raw: String, column: String) throws -> Value
where Value.RawValue == String {
    guard let value = Value(rawValue: raw) else {
        throw StoredValueError(description: "unknown \(column) '\(raw)' in the database")
    }
    return value
}

/// The case-insensitive key of a name (docs/domain-rules.md §7 "Name folding"): CadenceCore's
/// `NameKey`, so that the database's uniqueness and the app's comparisons agree on every script.
func nameKey(_ name: String) -> String {
    NameKey.of(name)
}
