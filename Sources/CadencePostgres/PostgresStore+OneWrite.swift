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
            var facts = try await Self.habitDayFacts(connection, user: user, habit: habit, range: range, logger: logger)
            if facts != nil { facts?.reach = try await Self.writeReach(connection, user: user, habit: habit, logger: logger) }
            guard case .apply(let changes, let value) = try decide(facts) else { return nil }
            var writer = PostgresChangeWriter(
                connection: connection, logger: logger, user: user,
                instant: PostgresValues.milliseconds(instant), revision: revision)
            return (value, try await writer.apply(changes))
        }
    }

    /// `HabitWriteReach` of a write to `habit`, inside the caller's transaction: an enabled
    /// webhook endpoint, a sharing of the habit that is not private, a challenge.
    static func writeReach(_ connection: PostgresConnection, user: UserID, habit: HabitID, logger: Logger) async throws -> HabitWriteReach {
        guard
            let row = try await connection.first(
                """
                SELECT EXISTS (SELECT 1 FROM webhook_endpoint WHERE user_id = \(user) AND disabled_at IS NULL),
                    (SELECT audience FROM habit_share WHERE user_id = \(user) AND habit_id = \(habit)),
                    (SELECT amounts FROM habit_share WHERE user_id = \(user) AND habit_id = \(habit)),
                    EXISTS (SELECT 1 FROM challenge_member m JOIN challenge c ON c.id = m.challenge_id WHERE m.user_id = \(user))
                """, logger: logger)
        else { return HabitWriteReach(hasEnabledWebhooks: true, mayMakePartnerNews: true) }
        let (webhooks, audience, amounts, inChallenge) = try row.decode((Bool, String?, Bool?, Bool).self)
        let shared = audience.map { !HabitSharing(habitID: habit, storedAudience: $0, amounts: amounts ?? false).isPrivate } ?? false
        return HabitWriteReach(hasEnabledWebhooks: webhooks, mayMakePartnerNews: shared || inChallenge)
    }
}
