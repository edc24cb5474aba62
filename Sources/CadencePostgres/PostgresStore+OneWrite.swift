import CadenceCore
import CadenceStorage
import Foundation
import Logging
import PostgresNIO

extension PostgresStore {
    /// docs/domain-rules.md §6 "One write": inside one write transaction that first locks the
    /// user's revision row (so the user's other writers, in any process, wait), the habit's
    /// facts are read, the decision made and its changes applied. `.needsMoreFacts` ends the
    /// transaction having written nothing.
    public func decideInOneWrite<Value: Sendable>(
        for user: UserID, habit: HabitID, from: Day, through: Day, at instant: Date,
        _ decide: @escaping @Sendable (HabitDayFacts?) throws -> HabitDayDecision<Value>
    ) async throws -> (value: Value, ids: [Int64])? {
        let range = PostgresDayBounds(from: from, through: through)
        let logger = self.logger
        return try await database.write(for: user) { connection, revision -> (value: Value, ids: [Int64])? in
            let facts = try await Self.habitDayFacts(connection, user: user, habit: habit, range: range, logger: logger)
            guard case .apply(let changes, let value) = try decide(facts) else { return nil }
            var writer = PostgresChangeWriter(
                connection: connection, logger: logger, user: user,
                instant: PostgresValues.milliseconds(instant), revision: revision)
            return (value, try await writer.apply(changes))
        }
    }
}
