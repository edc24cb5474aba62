/// `PATCH /api/v1/settings` (schema `SettingsPatch`): the settings to change.
struct SettingsInput: Codable, Sendable {
    var timeZone: String?
    var dayStart: Int?
    /// `mon` or `sun`.
    var weekStart: String?
}
