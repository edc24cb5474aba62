import CadenceCore
import CadenceStorage
import Foundation
import GRDB

extension SQLiteStore {
    /// docs/domain-rules.md §6 "One write": the habit's facts read, the decision made and its
    /// changes applied inside one write transaction of SQLite's single writer, so nothing can
    /// come between the read and the write. `.needsMoreFacts` ends the transaction having
    /// written nothing.
    public func decideInOneWrite<Value: Sendable>(
        for user: UserID, habit: HabitID, from: Day, through: Day, at instant: Date,
        _ decide: @escaping @Sendable (HabitDayFacts?) throws -> HabitDayDecision<Value>
    ) async throws -> (value: Value, ids: [Int64])? {
        let range = DayBounds(from: from, through: through)
        // docs/domain-rules.md §6 "Retries": a busy database committed nothing (BusyErrorMapping).
        return try await BusyErrorMapping.mapping {
            try await databaseWriter.write { db -> (value: Value, ids: [Int64])? in
                let facts = try Self.habitDayFacts(db, user: user, habit: habit, range: range)
                guard case .apply(let changes, let value) = try decide(facts) else { return nil }
                var writer = ChangeWriter(db: db, user: user, instant: StoredInstant.milliseconds(instant))
                return (value, try writer.apply(changes))
            }
        }
    }
}
