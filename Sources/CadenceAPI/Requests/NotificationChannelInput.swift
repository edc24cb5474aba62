import CadenceCore

/// The body of `POST /api/v1/notify/channels` (schema `NotificationChannelCreate`).
struct NotificationChannelInput: Codable, Sendable {
    var kind: NotificationChannel.Kind
    var url: String
}
