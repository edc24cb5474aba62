/// The server-wide settings (`GET|PATCH /api/v1/server/settings`, owner only):
/// `{"signUpsOpen"}` — whether people other than the owner may create accounts.
struct ServerSettingsJSON: Codable, Sendable, Hashable {
    var signUpsOpen: Bool
}
