import Foundation

/// One health measurement (docs/domain-rules.md §12 "Health"): a type, the day it belongs to,
/// its value in the type's stored unit, an optional note (for a mood, its label) and when it
/// was recorded. A day may hold several entries of a type. `clientID` is the id the client
/// sent with the request that recorded it (docs/domain-rules.md §12 "Health"): a repeat of that
/// request records nothing.
public struct HealthEntry: Sendable, Hashable, Identifiable {
    public var id: HealthEntryID
    public var type: HealthType
    public var day: Day
    public var value: Double
    public var note: String?
    public var createdAt: Date
    public var clientID: String?

    public init(
        id: HealthEntryID = 0, type: HealthType, day: Day, value: Double, note: String? = nil, createdAt: Date, clientID: String? = nil
    ) {
        self.id = id
        self.type = type
        self.day = day
        self.value = value
        self.note = note
        self.createdAt = createdAt
        self.clientID = clientID
    }
}
