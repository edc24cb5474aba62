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
        let memo = dayTotalMemo
        // docs/domain-rules.md §6 "Retries": a busy database committed nothing (BusyErrorMapping).
        let written = try await BusyErrorMapping.mapping {
            try await databaseWriter.writeWithoutTransaction { db -> (value: Value, ids: [Int64])? in
                var written: (value: Value, ids: [Int64], memo: DayTotalMemo.Entry?)?
                try db.inTransaction {
                    written = try decideAndApply(db)
                    return .commit
                }
                // Committed, and still on the writer: the totals are kept before the next write
                // reads them (check-ins decided beside each other queue right behind this one).
                guard let written else { return nil }
                if let entry = written.memo { memo.remember(entry, for: user) } else { memo.forget(user) }
                return (written.value, written.ids)
            }
        }
        return written

        @Sendable func decideAndApply(_ db: Database) throws -> (value: Value, ids: [Int64], memo: DayTotalMemo.Entry?)? {
            // The revision is read once, with the facts; a user without a revision row reads
            // 0, at which nothing is ever kept (an entry's revision is a stored row's).
            var facts = try Self.habitDayFacts(db, user: user, habit: habit, range: range) { revision in
                memo.totals(of: user, habit: habit, range: range, at: revision)
            }
            if facts != nil { facts?.reach = try Self.writeReach(db, user: user, habit: habit) }
            guard case .apply(let changes, let value) = try decide(facts) else { return nil }
            var writer = ChangeWriter(db: db, user: user, instant: StoredInstant.milliseconds(instant))
            let ids = try writer.apply(changes)
            // The totals after this write, at the revision it leaves (kept once it committed).
            var entry: DayTotalMemo.Entry?
            if let facts, let totals = DayTotalMemo.totals(facts.dayTotals, after: changes, habit: habit, range: range),
                let after = try Self.storedRevision(db, user: user)
            {
                entry = DayTotalMemo.Entry(revision: after, habit: habit, lower: range.lower, upper: range.upper, totals: totals)
            }
            return (value, ids, entry)
        }
    }

    /// The user's data revision, `nil` when the user has no revision row (then nothing is kept).
    static func storedRevision(_ db: Database, user: UserID) throws -> Int64? {
        let statement = try db.cachedStatement(sql: "SELECT revision FROM user_revision WHERE user_id = ?")
        return try Int64.fetchOne(statement, arguments: [user])
    }

    /// `HabitWriteReach` of a write to `habit`, inside the caller's transaction: whether an
    /// endpoint is enabled, the habit's stored sharing, whether the person is in a challenge.
    static func writeReach(_ db: Database, user: UserID, habit: HabitID) throws -> HabitWriteReach {
        let statement = try db.cachedStatement(
            sql: """
                SELECT EXISTS (SELECT 1 FROM webhook_endpoint WHERE user_id = ?1 AND disabled_at IS NULL),
                    s.audience, s.amounts,
                    EXISTS (SELECT 1 FROM challenge_member m JOIN challenge c ON c.id = m.challenge_id WHERE m.user_id = ?1)
                FROM (SELECT 1) LEFT JOIN habit_share s ON s.user_id = ?1 AND s.habit_id = ?2
                """)
        let row = try Row.fetchOne(statement, arguments: [user, habit])
        let audience: String? = row?[1]
        let amounts: Int64 = row?[2] ?? 0
        return HabitWriteReach(
            hasEnabledWebhooks: row?[0] ?? true,
            sharing: audience.map { HabitSharing(habitID: habit, storedAudience: $0, amounts: amounts != 0) },
            isInChallenge: row?[3] ?? true)
    }
}
