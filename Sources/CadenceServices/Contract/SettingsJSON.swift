import CadenceCore
import CadenceStorage

/// A user's settings (`settings show|set`): `{"timeZone", "dayStart", "weekStart", "locale"}`, with
/// `timeZone` an IANA name, `dayStart` an hour 0–23, `weekStart` `"mon"` or `"sun"` and `locale`
/// the language chosen (`"de"`, `"pt-BR"`, docs/domain-rules.md §23) or `null` to follow the browser.
public struct SettingsJSON: Codable, Sendable, Hashable {
    public var timeZone: String
    public var dayStart: Int
    public var weekStart: String
    @NullWhenAbsent public var locale: String?

    public init(_ settings: UserSettings) {
        timeZone = settings.timeZoneIdentifier
        dayStart = settings.dayStartHour
        weekStart = settings.weekStart.shortName
        locale = settings.locale
    }
}
