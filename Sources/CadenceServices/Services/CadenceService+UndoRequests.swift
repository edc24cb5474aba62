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
            let revision = try await store.dataRevision(of: user)
            let habit = try await habit(habitID, of: user)
            let settings = try await store.settings(of: user)
            let today = try UserCalendar(settings: settings).day(containing: now)
            let day = day ?? today
            let checkIns = try await store.checkIns(of: user, habit: habit.id, from: day, through: day)
            guard let latest = checkIns.max(by: { ($0.at, $0.id) < ($1.at, $1.id) }) else {
                throw CadenceError(.nothingToUndo, field: "date", "'\(habit.name)' has no check-in on \(day) to undo")
            }
            let changes: [StoreChange] = [.deleteCheckIn(latest.id)]
            let progress = try await progressChanges(
                after: changes, to: habit, removing: [latest], for: user, today: today, weekStart: settings.weekStart)
            let request: [StoreChange] = [.recordClientRequest(clientID: clientID, habit: habit.id)]
            try await store.apply([.requireRevision(revision)] + changes + request + progress, for: user, at: now)
            return latest
        }
    }
}
