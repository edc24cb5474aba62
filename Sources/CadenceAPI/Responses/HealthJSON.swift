/// `GET /healthz`: `{"status": "ok"}` while the server answers.
struct HealthJSON: Codable, Sendable, Hashable {
    var status: String
}
