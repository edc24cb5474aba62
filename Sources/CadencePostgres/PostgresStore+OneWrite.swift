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

    /// `HabitWriteReach` of a write to `habit`, inside the caller's transaction: whether an
    /// endpoint is enabled, the habit's stored sharing, whether the person is in a challenge.
    static func writeReach(_ connection: PostgresConnection, user: UserID, habit: HabitID, logger: Logger) async throws -> HabitWriteReach {
        let row = try await connection.first(
            """
            SELECT EXISTS (SELECT 1 FROM webhook_endpoint WHERE user_id = \(user) AND disabled_at IS NULL),
                s.audience, s.amounts,
                EXISTS (SELECT 1 FROM challenge_member m JOIN challenge c ON c.id = m.challenge_id WHERE m.user_id = \(user))
            FROM (SELECT 1) AS one LEFT JOIN habit_share s ON s.user_id = \(user) AND s.habit_id = \(habit)
            """, logger: logger)
        guard let row else { return HabitWriteReach(hasEnabledWebhooks: true, sharing: nil, isInChallenge: true) }
        let (webhooks, audience, amounts, inChallenge) = try row.decode((Bool, String?, Bool?, Bool).self)
        return HabitWriteReach(
            hasEnabledWebhooks: webhooks,
            sharing: audience.map { HabitSharing(habitID: habit, storedAudience: $0, amounts: amounts ?? false) },
            isInChallenge: inChallenge)
    }
}
