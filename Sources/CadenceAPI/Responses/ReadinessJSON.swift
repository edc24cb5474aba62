/// `GET /readyz` (docs/operations.md "Health and readiness"): `{"status": "ready"}`, or
/// `{"status": "unavailable", "reason": "…"}` with 503.
struct ReadinessJSON: Codable, Sendable, Hashable {
    var status: String
    var reason: String?
}
