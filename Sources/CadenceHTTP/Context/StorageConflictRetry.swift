import CadenceCore
import CadenceServices

/// Runs one service call again when it failed with a storage error rather than a refusal.
///
/// Every service call is one transaction (docs/domain-rules.md §7): a call that failed wrote nothing, so
/// running it again is safe — provided the closure holds exactly one writing service call.
/// The services already decide again when another writer got there first (docs/domain-rules.md
/// §6 "Concurrent changes"); this is the last resort for a `concurrentChange` that outlived
/// their attempts, and for a storage error that is not a refusal. Refusals are never retried.
package enum StorageConflictRetry {
    /// Attempts in all, the first included.
    package static let attempts = 3

    @discardableResult
    package static func run<Value>(_ operation: () async throws -> Value) async throws -> Value {
        var attempt = 1
        while true {
            do {
                return try await operation()
            } catch let error as CadenceError where error.code != .concurrentChange || attempt >= attempts {
                throw error
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                guard attempt < attempts else { throw error }
                attempt += 1
            }
        }
    }
}
