import CadenceCore
import CadenceServices
import Foundation

/// docs/sync.md "Protocol": how a client reaches its server — HTTP (`/api/v1/sync`) from the
/// command line, in-process in tests. Both calls are idempotent: a retried push or pull changes
/// nothing more.
public protocol SyncTransport: Sendable {
    /// Sends one batch of the device's entries. With `more`, further batches follow: the server
    /// joins this one and merges its store after the last (or before its next pull).
    func push(deviceID: String, entries: [SyncEntry], more: Bool) async throws -> SyncPushAnswer
    /// Fetches the server's entries changed after `cursor`, at most `limit`. `continued`: a later
    /// page of the same pull (the server records its own changes only for the first).
    func pull(deviceID: String, after cursor: Int64, limit: Int, continued: Bool) async throws -> SyncPage
}
