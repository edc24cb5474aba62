import CadenceCore

/// `PATCH /api/v1/settings` (schema `SettingsPatch`): the settings to change. `locale` tells a
/// missing key (unchanged) from `null` (follow the browser again, docs/domain-rules.md §23).
struct SettingsInput: Decodable, Sendable {
    var timeZone: String?
    var dayStart: Int?
    /// `mon` or `sun`.
    var weekStart: String?
    /// `nil`: not given; `.some(nil)`: cleared; `.some(tag)`: the tag as typed.
    var locale: String??

    private enum CodingKeys: String, CodingKey {
        case timeZone, dayStart, weekStart, locale
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone)
        dayStart = try container.decodeIfPresent(Int.self, forKey: .dayStart)
        weekStart = try container.decodeIfPresent(String.self, forKey: .weekStart)
        if container.contains(.locale) {
            locale = .some(try container.decodeNil(forKey: .locale) ? nil : try container.decode(String.self, forKey: .locale))
        }
    }
}
