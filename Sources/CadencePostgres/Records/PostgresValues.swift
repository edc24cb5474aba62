import CadenceCore
import CadenceStorage
import Foundation

/// How model values are stored in PostgreSQL (docs/schema.md "PostgreSQL"): the same encodings
/// as SQLite's — instants as integer milliseconds since 1970 UTC, days as ordinals, weekday
/// sets as bitmasks, schedules as sorted-key JSON, enums as raw text — so a store copied
/// between the backends round-trips exactly. Every number read back becomes a domain value
/// here, range-checked (docs/domain-rules.md §7).
enum PostgresValues {
    /// The stored integer for `date`, rounded to the nearest millisecond (clamped to Int64).
    static func milliseconds(_ date: Date) -> Int64 {
        NumericBoundary.clamped64(date.timeIntervalSince1970 * 1000)
    }

    /// The date a stored integer stands for.
    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// The stored ordinal of a day.
    static func ordinal(_ day: Day) -> Int64 {
        Int64(day.ordinal)
    }

    /// The day a stored ordinal stands for; refuses one outside `Int`.
    static func day(_ ordinal: Int64) throws -> Day {
        guard let value = Int(exactly: ordinal) else {
            throw PostgresStoreError.invalidStoredValue("day ordinal \(ordinal)")
        }
        return Day(ordinal: value)
    }

    /// A stored small integer (hour, position, sort order) as an `Int`.
    static func int(_ value: Int64) throws -> Int {
        guard let result = Int(exactly: value) else {
            throw PostgresStoreError.invalidStoredValue("integer \(value)")
        }
        return result
    }

    /// The bitmask of a weekday set: bit `n - 1` for ISO weekday `n` (docs/domain-rules.md §1).
    static func mask(_ weekdays: Set<Weekday>) -> Int64 {
        weekdays.reduce(0) { $0 | (1 << Int64($1.rawValue - 1)) }
    }

    /// The weekday set of a stored bitmask.
    static func weekdays(_ mask: Int64) -> Set<Weekday> {
        Set(Weekday.allCases.filter { mask & (1 << Int64($0.rawValue - 1)) != 0 })
    }

    /// The stored JSON of a schedule (`{"type":"daily"}`), as SQLite stores it (`StoredSchedule`).
    static func json(_ schedule: Schedule) throws -> String {
        try StoredSchedule.json(schedule)
    }

    /// The schedule stored as JSON.
    static func schedule(_ json: String) throws -> Schedule {
        try StoredSchedule.schedule(json)
    }

    /// Decodes an enum stored as its raw text.
    static func storedEnum<Value: RawRepresentable>(_ type: Value.Type, _ raw: String, column: String) throws -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: raw) else {
            throw PostgresStoreError.invalidStoredValue("unknown \(column) '\(raw)' in the database")
        }
        return value
    }

    /// The case-insensitive key of a name (docs/domain-rules.md §7 "Name folding").
    static func nameKey(_ name: String) -> String {
        NameKey.of(name)
    }
}
