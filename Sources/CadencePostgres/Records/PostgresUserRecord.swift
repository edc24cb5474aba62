import CadenceCore
import CadenceStorage
import PostgresNIO

/// Row decoding for the `"user"` table: users and their settings (docs/domain-rules.md §1, §8),
/// as `UserRecord` does for SQLite.
enum PostgresUserRecord {
    /// Columns read for a `User`.
    static let userColumns = "id, name, created_at"
    /// Columns read for `UserSettings`.
    static let settingsColumns = "time_zone, day_start, week_start, onboarding_completed, locale, week_start_chosen, clock"

    /// Decodes `id, name, created_at`.
    static func user(_ row: PostgresRow) throws -> User {
        let (id, name, createdAt) = try row.decode((Int64, String, Int64).self)
        return User(id: id, name: name, createdAt: PostgresValues.date(createdAt))
    }

    /// Decodes `settingsColumns`; an unknown weekday number or clock is refused (docs/domain-rules.md
    /// §1: weeks start on an ISO weekday).
    static func settings(_ row: PostgresRow) throws -> UserSettings {
        let (timeZone, dayStart, weekStartNumber, onboardingCompleted, locale, weekStartChosen, clock) = try row.decode(
            (String, Int64, Int64, Bool, String?, Bool, String?).self)
        var settings = try settings(
            timeZone: timeZone, dayStart: dayStart, weekStart: weekStartNumber, onboarding: onboardingCompleted, locale: locale)
        settings.weekStartChosen = weekStartChosen
        settings.clock = try Self.clock(clock)
        return settings
    }

    /// A stored clock (`12h`, `24h`, NULL); any other text is refused.
    static func clock(_ text: String?) throws -> UserSettings.Clock? {
        guard let text else { return nil }
        guard let clock = UserSettings.Clock(rawValue: text) else {
            throw PostgresStoreError.invalidStoredValue("unknown clock \(text) in the database")
        }
        return clock
    }

    /// Settings from their stored values (the first five of `settingsColumns`), wherever in a row
    /// they were read; the week start counts as chosen (a caller that reads it decides with it, never saves it).
    static func settings(
        timeZone: String, dayStart: Int64, weekStart weekStartNumber: Int64, onboarding onboardingCompleted: Bool, locale: String?
    ) throws -> UserSettings {
        guard let weekStartValue = Int(exactly: weekStartNumber), let weekStart = Weekday(rawValue: weekStartValue)
        else {
            throw PostgresStoreError.invalidStoredValue("unknown week_start \(weekStartNumber) in the database")
        }
        return UserSettings(
            timeZoneIdentifier: timeZone,
            dayStartHour: try PostgresValues.int(dayStart),
            weekStart: weekStart,
            onboardingCompleted: onboardingCompleted,
            locale: locale,
            weekStartChosen: true)
    }
}
