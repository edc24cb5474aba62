import CadenceCore
import CadenceStorage

/// A notification channel (`notify add|list`, `/api/v1/notify/channels`): `{"id", "kind", "url",
/// "createdAt", "secret"}` — `secret` only in the answer that made a webhook, `null` after
/// (docs/domain-rules.md §9 "Delivery").
public struct NotificationChannelJSON: Encodable, Sendable, Hashable {
    public var id: Int64
    public var kind: NotificationChannel.Kind
    public var url: String
    public var createdAt: String
    @NullWhenAbsent public var secret: String?

    public init(_ channel: NotificationChannel, showSecret: Bool) {
        id = channel.id
        kind = channel.kind
        url = channel.url
        createdAt = ContractJSON.instant(channel.createdAt)
        secret = showSecret ? channel.secret : nil
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, url, createdAt, secret
    }
}

/// One delivery in the log (`notify log`, `/api/v1/notify/log`): `{"id", "channelId", "habit",
/// "reminderId", "day", "at", "status", "attempts", "error", "nextAttemptAt", "updatedAt"}`.
public struct ReminderDeliveryJSON: Encodable, Sendable, Hashable {
    public var id: Int64
    public var channelId: Int64
    public var habit: HabitReferenceJSON
    public var reminderId: ReminderID
    public var day: Day
    public var at: String
    public var status: String
    public var attempts: Int
    @NullWhenAbsent public var error: String?
    @NullWhenAbsent public var nextAttemptAt: String?
    public var updatedAt: String

    public init(_ delivery: ReminderDelivery) {
        id = delivery.id
        channelId = delivery.channelID
        habit = HabitReferenceJSON(id: delivery.firing.habitID, name: delivery.firing.habitName)
        reminderId = delivery.firing.reminderID
        day = delivery.firing.day
        at = ContractJSON.instant(delivery.firing.at)
        status = delivery.status.rawValue
        attempts = delivery.attempts
        error = delivery.lastError
        nextAttemptAt = delivery.nextAttemptAt.map(ContractJSON.instant)
        updatedAt = ContractJSON.instant(delivery.updatedAt)
    }

    private enum CodingKeys: String, CodingKey {
        case id, channelId, habit, reminderId, day, at, status, attempts, error, nextAttemptAt, updatedAt
    }
}
