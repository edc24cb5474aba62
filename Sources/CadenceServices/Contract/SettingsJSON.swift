import CadenceCore
import CadenceStorage

/// A user's settings (`settings show|set`): `{"timeZone", "dayStart", "weekStart"}`, with
/// `timeZone` an IANA name, `dayStart` an hour 0–23 and `weekStart` `"mon"` or `"sun"`.
public struct SettingsJSON: Codable, Sendable, Hashable {
    public var timeZone: String
    public var dayStart: Int
    public var weekStart: String

    public init(_ settings: UserSettings) {
        timeZone = settings.timeZoneIdentifier
        dayStart = settings.dayStartHour
        weekStart = settings.weekStart.shortName
    }
}
