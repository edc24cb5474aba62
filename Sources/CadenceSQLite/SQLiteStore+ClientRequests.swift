import CadenceCore
import CadenceStorage
import GRDB

// MARK: - Client requests (docs/domain-rules.md §3 "Client ids")

extension SQLiteStore {
    public func clientRequest(_ clientID: String, of user: UserID) async throws -> (habit: HabitID, checkIns: [CheckInID])? {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT habit_id, check_in_ids FROM client_request WHERE user_id = ? AND client_id = ?")
            guard let row = try Row.fetchOne(statement, arguments: [user, clientID]) else { return nil }
            let ids: String = row["check_in_ids"] ?? ""
            return (row["habit_id"] ?? 0, ids.split(separator: ",").compactMap { CheckInID($0) })
        }
    }
}
