import CadenceCore

/// `PATCH /api/v1/settings` (schema `SettingsPatch`): the settings to change. `locale`, `weekStart`
/// and `clock` tell a missing key (unchanged) from `null` (follow the browser, or the language,
/// again; docs/domain-rules.md §23).
struct SettingsInput: Decodable, Sendable {
    var timeZone: String?
    var dayStart: Int?
    /// `mon` or `sun`; `.some(nil)`: follow the language.
    var weekStart: String??
    /// `nil`: not given; `.some(nil)`: cleared; `.some(tag)`: the tag as typed.
    var locale: String??
    /// `12h` or `24h`; `.some(nil)`: the language's clock.
    var clock: String??

    private enum CodingKeys: String, CodingKey {
        case timeZone, dayStart, weekStart, locale, clock
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone)
        dayStart = try container.decodeIfPresent(Int.self, forKey: .dayStart)
        weekStart = try Self.nullable(container, .weekStart)
        locale = try Self.nullable(container, .locale)
        clock = try Self.nullable(container, .clock)
    }

    private static func nullable(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> String?? {
        guard container.contains(key) else { return nil }
        return .some(try container.decodeNil(forKey: key) ? nil : try container.decode(String.self, forKey: key))
    }
}
