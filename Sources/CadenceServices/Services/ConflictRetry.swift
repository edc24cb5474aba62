import CadenceCore

/// The one retry of the package (docs/domain-rules.md §6 "Concurrent changes", "Retries"): a use
/// case is decided again only after an error that proves nothing was committed, and only
/// within a time budget.
///
/// That proof is `CadenceError.concurrentChange`, and the backends classify their own errors
/// into it: a batch refused by its revision guard, a row a concurrent writer inserted first, a
/// SQLite `SQLITE_BUSY`/`SQLITE_LOCKED` (the write never began or was rolled back), a PostgreSQL
/// `serialization_failure` (40001) or `deadlock_detected` (40P01) (the transaction was rolled
/// back). Any other error — a refusal of the input, a dropped connection whose commit may or may
/// not have happened, a disk error — reaches the caller at once: running the use case again
/// could record it twice.
struct ConflictRetry {
    /// How long attempts go on; past it the last `concurrentChange` reaches the caller (HTTP 409).
    let budget: Duration

    /// Whether `error` proves that the failed attempt committed nothing.
    static func provesNothingCommitted(_ error: any Error) -> Bool {
        (error as? CadenceError)?.code == .concurrentChange
    }

    /// `operation`'s value, running it again after each error that proves nothing was committed
    /// while the budget lasts. Writers that collided back off for a random while that doubles as
    /// they keep colliding (0.2 ms, 0.4 ms, … at most 25 ms), so they stop colliding in step.
    func run<Value>(_ operation: () async throws -> Value) async throws -> Value {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: budget)
        var attempt = 1
        while true {
            do {
                return try await operation()
            } catch  where Self.provesNothingCommitted(error) && clock.now < deadline {
                let ceiling = min(UInt64(200_000) << UInt64(min(attempt, 7)), 25_000_000)
                try await Task.sleep(nanoseconds: UInt64.random(in: 0...ceiling))
                attempt += 1
            }
        }
    }
}
