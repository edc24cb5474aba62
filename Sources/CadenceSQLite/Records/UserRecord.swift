import CadenceCore
import CadenceStorage
import GRDB

/// Row decoding for the `"user"` table: users and their settings (docs/domain-rules.md §1, §8).
enum UserRecord {
    /// Columns read for a `User`.
    static let userColumns = "id, name, created_at"
    /// Columns read for `UserSettings`.
    static let settingsColumns = "time_zone, day_start, week_start, onboarding_completed, locale, week_start_chosen, clock"

    static func user(_ row: Row) throws -> User {
        User(
            id: try row.decode(Int64.self, atIndex: 0),
            name: try row.decode(String.self, atIndex: 1),
            createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 2)))
    }

    static func settings(_ row: Row) throws -> UserSettings {
        let weekStartNumber = try row.decode(Int.self, atIndex: 2)
        guard let weekStart = Weekday(rawValue: weekStartNumber) else {
            throw StoredValueError(description: "unknown week_start \(weekStartNumber) in the database")
        }
        return UserSettings(
            timeZoneIdentifier: try row.decode(String.self, atIndex: 0),
            dayStartHour: try row.decode(Int.self, atIndex: 1),
            weekStart: weekStart,
            onboardingCompleted: try row.decode(Bool.self, atIndex: 3),
            locale: try row.decode(String?.self, atIndex: 4),
            weekStartChosen: try row.decode(Bool.self, atIndex: 5),
            clock: try clock(row.decode(String?.self, atIndex: 6)))
    }

    private static func clock(_ text: String?) throws -> UserSettings.Clock? {
        guard let text else { return nil }
        guard let clock = UserSettings.Clock(rawValue: text) else { throw StoredValueError(description: "unknown clock \(text) in the database") }
        return clock
    }

    /// Arguments for `time_zone, day_start, week_start, onboarding_completed, locale, week_start_chosen, clock`.
    static func settingsArguments(_ settings: UserSettings) -> StatementArguments {
        [
            settings.timeZoneIdentifier, settings.dayStartHour, settings.weekStart.rawValue, settings.onboardingCompleted, settings.locale,
            settings.weekStartChosen, settings.clock?.rawValue,
        ]
    }
}
