import CadenceCore
import CadenceStorage

extension CadenceService {
    /// How long a use case keeps being decided again while concurrent changes keep winning the
    /// race. A count of attempts is not enough: another process writing the same user's data
    /// back to back (its own queue of requests) can win dozens of races in a row under load,
    /// and its burst always ends. Past this, `concurrentChange` reaches the caller (HTTP 409).
    static let decisionRetryBudget: Duration = .seconds(30)

    /// docs/domain-rules.md §6 "Concurrent changes": runs a use case that reads facts, decides
    /// (awards, reversals, unlocks) and writes its decision in a batch guarded by
    /// `.requireRevision`. When another writer — a second request, another server process, the
    /// command line — saved a change of the same user in between, the store refuses the batch
    /// (nothing is written) and the use case is decided again on fresh facts. Refusals of the
    /// input itself are never retried. Within this process, decisions of one user queue
    /// (`UserDecisionQueue`) rather than race, so retries only happen across processes.
    ///
    /// After the change, the user's stored derived state is brought up to today
    /// (`keepDerivedState`, docs/domain-rules.md §5 "Stored derived state").
    func decidingConsistently<Value>(
        for user: UserID, upkeep: DerivedStateUpkeep = .refresh, _ decide: () async throws -> Value
    ) async throws -> Value {
        try await decisions.run(for: user) {
            let value = try await retryingConflicts(decide)
            await keepDerivedState(for: user, upkeep)
            return value
        }
    }

    private func retryingConflicts<Value>(_ decide: () async throws -> Value) async throws -> Value {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.decisionRetryBudget)
        var attempt = 1
        while true {
            do {
                return try await decide()
            } catch let error as CadenceError where error.code == .concurrentChange && clock.now < deadline {
                // Writers that collided back off for a random while that doubles as they keep
                // colliding (0.2 ms, 0.4 ms, … at most 25 ms), so they stop colliding in step.
                let ceiling = min(UInt64(200_000) << UInt64(min(attempt, 7)), 25_000_000)
                try await Task.sleep(nanoseconds: UInt64.random(in: 0...ceiling))
                attempt += 1
            }
        }
    }
}
