import CadenceCore
import Foundation

/// The storage of calendar feeds (docs/domain-rules.md §9 "Calendar feed"): at most one per
/// user, found by the digest of its secret. The secret itself is never stored.
public protocol CalendarFeedStore: Sendable {
    /// When the user's feed was made, or `nil` when there is none.
    func calendarFeedCreatedAt(of user: UserID) async throws -> Date?
    /// Makes the user's feed, replacing (and so revoking) any earlier one.
    func setCalendarFeed(tokenHash: String, for user: UserID, at instant: Date) async throws
    /// Revokes the user's feed; `false` when there was none.
    func deleteCalendarFeed(of user: UserID) async throws -> Bool
    /// The user whose feed has this secret digest, or `nil`.
    func calendarFeedUser(tokenHash: String) async throws -> UserID?
}
