import CadenceCore
import GRDB

/// docs/domain-rules.md §6 "Retries": SQLite's `SQLITE_BUSY` and `SQLITE_LOCKED` — another
/// connection held the database past the busy timeout — prove that the write committed nothing
/// (it never began, or SQLite refused its commit and GRDB rolled it back), so they become
/// `concurrentChange`, the one error the service decides again (`ConflictRetry`). No other
/// `DatabaseError` is classified as retryable.
enum BusyErrorMapping {
    /// Whether `error` is busy or locked (any extended code of the two).
    static func isBusy(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }

    /// The error a busy write becomes.
    static let conflict = CadenceError(.concurrentChange, "the database was busy with another change; nothing was written, try again")

    /// `body`'s value, with a busy or locked database reported as `conflict`.
    static func mapping<Value>(_ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch let error as DatabaseError where isBusy(error) {
            throw conflict
        }
    }
}
