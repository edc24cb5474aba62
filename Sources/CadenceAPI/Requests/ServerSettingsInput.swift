/// The server's settings (schema `ServerSettingsPatch`).
struct ServerSettingsInput: Codable, Sendable {
    var signUpsOpen: Bool?
}
