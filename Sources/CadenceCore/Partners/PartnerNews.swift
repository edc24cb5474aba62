import Foundation

/// docs/domain-rules.md "§27 Nudges and partner news": one piece of news for a
/// person, queued in the transaction of the write that caused it and sent by the delivery loop
/// to their notification channels and push subscriptions.
public struct PartnerNews: Sendable, Hashable, Codable {
    /// The kinds of news; each can be switched off in Settings.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case nudge, partnerCompleted, overtaken
    }

    public var id: Int64
    public var receiver: UserID
    public var kind: Kind
    /// The partner the news is about (the nudger, the one who completed, the one who passed).
    public var fromName: String
    public var habitID: HabitID?
    public var habitName: String
    /// The receiver's day the news belongs to.
    public var day: Day
    public var createdAt: Date

    public init(
        id: Int64 = 0, receiver: UserID, kind: Kind, fromName: String, habitID: HabitID?, habitName: String, day: Day, createdAt: Date
    ) {
        self.id = id
        self.receiver = receiver
        self.kind = kind
        self.fromName = fromName
        self.habitID = habitID
        self.habitName = habitName
        self.day = day
        self.createdAt = createdAt
    }
}
