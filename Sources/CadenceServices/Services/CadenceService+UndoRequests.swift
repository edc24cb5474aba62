import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// docs/domain-rules.md §3 "Client ids" (undo): removes the day's latest check-in once per
    /// client id — an offline queue's undo sent again after a lost answer must not take back a
    /// second check-in. The first request with `clientID` removes the check-in and, in the same
    /// transaction, records the id (`client_request`, with no check-ins of its own); a repeat
    /// removes nothing and answers `nil`. An id already used for another habit is refused
    /// (`clientIdReused`).
    public func undoCheckIn(of habitID: HabitID, for user: UserID, on day: Day? = nil, clientID: String) async throws -> CheckIn? {
        let clientID = try CheckInValidator.clientID(clientID)
        return try await decidingConsistently(for: user, upkeep: .unlessFresh(touching: day)) {
            if let previous = try await store.clientRequest(clientID, of: user) {
                guard previous.habit == habitID else {
                    throw CadenceError(.clientIdReused, field: "clientId", "client id '\(clientID)' was already used for another habit")
                }
                return nil
            }
            return try await undoCheckInOnce(
                of: habitID, for: user, on: day, recording: [.recordClientRequest(clientID: clientID, habit: habitID)])
        }
    }
}
