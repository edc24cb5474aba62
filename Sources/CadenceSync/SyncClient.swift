import CadenceCore
import CadenceServices
import Foundation

/// docs/sync.md "A sync": one exchange between a device and its server. It records the device's
/// own changes, pushes its entries the server has not acknowledged, pulls the server's entries
/// after the device's cursor, then merges. Each batch is acknowledged by saving a cursor in the
/// same transaction as its effect, so an interrupted sync resumes where it stopped, and a retried
/// batch changes nothing more (the merge is idempotent).
public struct SyncClient: Sendable {
    public let engine: SyncEngine
    public let transport: any SyncTransport
    public let batchSize: Int
    /// docs/sync.md: the most batches one direction of a sync sends or fetches (a bound, not a
    /// limit a person meets: 10,000 × 1,000 entries).
    public static let maximumBatches = 10_000

    public init(engine: SyncEngine, transport: any SyncTransport, batchSize: Int = 500) {
        self.engine = engine
        self.transport = transport
        self.batchSize = min(max(batchSize, 1), SyncEngine.maximumBatch)
    }

    /// Runs one sync (see the type's description).
    public func run() async throws -> SyncSummary {
        let device = try await engine.deviceID()
        _ = try await engine.capture()
        var pushed = 0
        for _ in 0..<Self.maximumBatches {
            let cursors = try await engine.cursors()
            let page = try await engine.page(after: cursors.pushed, limit: batchSize, capturing: false)
            guard !page.entries.isEmpty else { break }
            _ = try await transport.push(deviceID: device, entries: try await engine.withMergeTargets(page.entries), more: page.more)
            try await engine.acknowledgePush(through: page.cursor)
            pushed += page.entries.count
            if !page.more { break }
        }
        var pulled = 0
        for batch in 0..<Self.maximumBatches {
            let cursors = try await engine.cursors()
            let page = try await transport.pull(deviceID: device, after: cursors.pulled, limit: batchSize, continued: batch > 0)
            guard page.cursor >= cursors.pulled else {
                throw CadenceError(
                    .syncEntryInvalid, field: "cursor", "the server answered a cursor (\(page.cursor)) before the one asked for (\(cursors.pulled))")
            }
            try await engine.join(page.entries, pulledThrough: page.cursor)
            pulled += page.entries.count
            if !page.more || page.entries.isEmpty { break }
        }
        let merged = try await engine.mergeReport()
        return SyncSummary(deviceId: device, pushed: pushed, pulled: pulled, changed: merged.changed, refused: merged.refused)
    }
}
