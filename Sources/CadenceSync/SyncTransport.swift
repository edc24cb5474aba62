import CadenceCore
import Foundation

/// docs/sync.md "Protocol": how a client reaches its server — HTTP (`/api/v1/sync`) from the
/// command line, in-process in tests. Both calls are idempotent: a retried push or pull changes
/// nothing more.
public protocol SyncTransport: Sendable {
    /// Sends one batch of the device's entries; the server merges them in one transaction.
    func push(deviceID: String, entries: [SyncEntry]) async throws -> SyncPushAnswer
    /// Fetches the server's entries changed after `cursor`, at most `limit`.
    func pull(deviceID: String, after cursor: Int64, limit: Int) async throws -> SyncPage
}
