import CadenceCore
import Foundation

/// A delivered event's body (docs/domain-rules.md "§21 Outgoing events (webhooks)"):
/// `{"type", "timestamp", "data"}`, `data` one of the API's shapes, written compactly with sorted
/// keys by the contract's encoder. The bytes stored are the bytes signed and sent.
struct WebhookEventBody<Payload: Encodable & Sendable>: Encodable, Sendable {
    let type: String
    let timestamp: String
    let data: Payload

    init(type: String, at instant: Date, data: Payload) {
        self.type = type
        timestamp = ContractJSON.instant(instant)
        self.data = data
    }

    /// The body as text.
    func text() throws -> String {
        String(decoding: try ContractJSON.encoder(pretty: false).encode(self), as: UTF8.self)
    }
}

/// The `data` of events about a check-in: the habit and the entry (`EntryJSON`).
struct CheckInEventJSON: Encodable, Sendable {
    let habit: HabitReferenceJSON
    let entry: EntryJSON
}

/// The `data` of `checkin.deleted`: the check-in's id, habit and day; when a day's check-ins were
/// all removed at once, the habit and day (`id` is `null`).
struct CheckInDeletedJSON: Encodable, Sendable {
    @NullWhenAbsent var id: CheckInID?
    @NullWhenAbsent var habitId: HabitID?
    @NullWhenAbsent var date: Day?
}

/// The `data` of `day.completed`: the habit, the day and its total now.
struct DayCompletedJSON: Encodable, Sendable {
    let habit: HabitReferenceJSON
    let date: Day
    let total: Double
}

/// The `data` of `day.perfect`.
struct DayJSON: Encodable, Sendable {
    let date: Day
}

/// The `data` of `level.up`: the level reached and the total XP.
struct LevelUpJSON: Encodable, Sendable {
    let level: Int
    let totalXp: Int
}

/// The `data` of `achievement.unlocked`.
struct AchievementEventJSON: Encodable, Sendable {
    let id: String
    let title: String
    let unlockedAt: String
}
