import Foundation

/// One delivery of a firing to a channel (docs/domain-rules.md §9 "Delivery"), as logged: the
/// claim a process took, how it went, and when it is tried again.
public struct ReminderDelivery: Sendable, Hashable, Identifiable {
    public enum Status: String, Sendable, Hashable, Codable {
        /// Claimed by a process and being sent.
        case sending
        case sent
        /// A send failed (a 5xx, a timeout, a refused connection); tried again at `nextAttemptAt`.
        case retrying
        /// Still failing an hour after the firing: given up.
        case failed
        /// Missed while no delivery loop ran, more than an hour before it came back: not sent.
        case dropped
    }

    public var id: Int64
    public var channelID: Int64
    public var firing: ReminderFiring
    public var status: Status
    public var attempts: Int
    public var lastError: String?
    public var nextAttemptAt: Date?
    public var updatedAt: Date

    public init(
        id: Int64, channelID: Int64, firing: ReminderFiring, status: Status, attempts: Int, lastError: String?,
        nextAttemptAt: Date?, updatedAt: Date
    ) {
        self.id = id
        self.channelID = channelID
        self.firing = firing
        self.status = status
        self.attempts = attempts
        self.lastError = lastError
        self.nextAttemptAt = nextAttemptAt
        self.updatedAt = updatedAt
    }
}
