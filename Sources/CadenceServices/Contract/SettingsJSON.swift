import CadenceCore
import CadenceStorage

/// A user's settings (`settings show|set`): `{"timeZone", "dayStart", "weekStart", "locale",
/// "weekStartChosen", "clock"}`, with `timeZone` an IANA name, `dayStart` an hour 0–23, `weekStart`
/// `"mon"` or `"sun"`, `locale` the language chosen (`"de"`, `"pt-BR"`, docs/domain-rules.md §23) or
/// `null` to follow the browser, `weekStartChosen` false while the week start follows the language,
/// and `clock` `"12h"`, `"24h"` or `null` for the language's (docs/domain-rules.md §23 "Week start and clock").
public struct SettingsJSON: Codable, Sendable, Hashable {
    public var timeZone: String
    public var dayStart: Int
    public var weekStart: String
    @NullWhenAbsent public var locale: String?
    public var weekStartChosen: Bool
    @NullWhenAbsent public var clock: String?

    public init(_ settings: UserSettings) {
        timeZone = settings.timeZoneIdentifier
        dayStart = settings.dayStartHour
        weekStart = settings.weekStart.shortName
        locale = settings.locale
        weekStartChosen = settings.weekStartChosen
        clock = settings.clock?.rawValue
    }
}
