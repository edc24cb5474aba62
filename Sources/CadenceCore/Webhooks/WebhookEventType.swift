import Foundation

/// The events a webhook endpoint may subscribe to (docs/domain-rules.md "§21
/// Outgoing events (webhooks)"). Their names are a contract: `cadence hooks add --events`, the
/// API's `events` and every delivered body's `type` spell them so.
public enum WebhookEventType: String, Sendable, Hashable, Codable, CaseIterable {
    case checkinCreated = "checkin.created"
    case checkinDeleted = "checkin.deleted"
    /// A habit's day reached its goal.
    case dayCompleted = "day.completed"
    case dayPerfect = "day.perfect"
    case levelUp = "level.up"
    case achievementUnlocked = "achievement.unlocked"
    case habitCreated = "habit.created"
    case habitUpdated = "habit.updated"
    case habitArchived = "habit.archived"
    case todoCompleted = "todo.completed"
    case healthLogged = "health.logged"

    /// The type of the message `POST /api/v1/webhooks/{id}/test` and `cadence hooks test` queue;
    /// not subscribable, sent to the one endpoint tested.
    public static let testType = "webhook.test"

    /// The names given, trimmed, without repeats, in the order given; `webhookEventUnknown`
    /// (field `events`) naming the first unknown one and listing the known; an empty list is
    /// refused the same way.
    public static func parse(_ names: [String]) throws(CadenceError) -> [WebhookEventType] {
        var events: [WebhookEventType] = []
        for name in names {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let event = WebhookEventType(rawValue: trimmed) else {
                throw CadenceError(
                    .webhookEventUnknown, field: "events", "\(InputExcerpt.quoted(trimmed)) is not an event; known: \(known)")
            }
            if !events.contains(event) { events.append(event) }
        }
        guard !events.isEmpty else {
            throw CadenceError(.webhookEventUnknown, field: "events", "name at least one event; known: \(known)")
        }
        return events
    }

    /// The names given comma-separated (`--events checkin.created,day.perfect`).
    public static func parse(commaSeparated text: String) throws(CadenceError) -> [WebhookEventType] {
        try parse(text.split(separator: ",", omittingEmptySubsequences: true).map(String.init))
    }

    /// Every name, comma-separated, for messages.
    public static var known: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
