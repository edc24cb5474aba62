/// The body of `POST /api/v1/webhooks` (schema `WebhookCreate`): `{"url", "events": [...]}`.
struct WebhookInput: Codable, Sendable {
    var url: String
    var events: [String]
}
