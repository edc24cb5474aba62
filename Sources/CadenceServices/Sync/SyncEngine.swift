import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md: one person's replica — a user of one store (a laptop's command line, or the
/// server's account). It records the store's own changes into the person's document (`capture`),
/// hands out the entries changed after a cursor (`page`), merges entries from elsewhere (`join`,
/// `receive`) and brings the store to the merged document (`merge`), after which derived state —
/// streaks, perfect days, XP, achievements — is recomputed, never synced (docs/domain-rules.md §13).
public struct SyncEngine: Sendable {
    public let service: CadenceService
    public let user: UserID
    /// docs/sync.md "Protocol": the most entries in one push or pull page.
    public static let maximumBatch = 1000
    /// docs/domain-rules.md §13 "Stamps from elsewhere": how far ahead of the server's clock a
    /// pushed stamp may be, in milliseconds (5 minutes); a push with a later stamp is refused.
    public static let maximumStampLead: Int64 = 5 * 60_000
    /// The most merge steps one merge takes (each phase and each retry after a concurrent change
    /// is one); a bound, never reached by a store that converges in four.
    static let maximumSteps = 24

    public init(service: CadenceService, user: UserID) {
        self.service = service
        self.user = user
    }

    var store: any CadenceStore { service.store }

    /// This replica's device id, made (and saved) on first use.
    public func deviceID() async throws -> String {
        if let id = try await store.syncRecords(of: user, space: SyncSpace.meta).first(where: { $0.key == "device" })?.value {
            return id
        }
        let id = SyncDeviceID.random()
        try await store.apply([.saveSyncRecord(space: SyncSpace.meta, key: "device", value: id)], for: user, at: service.now)
        return id
    }

    /// How far this device has exchanged with its server: the last local sequence pushed and
    /// acknowledged, and the server's cursor pulled so far.
    public func cursors() async throws -> (pushed: Int64, pulled: Int64) {
        let meta = try await metaRecords()
        return (meta["pushed"].flatMap { Int64($0) } ?? 0, meta["pulled"].flatMap { Int64($0) } ?? 0)
    }

    /// Saves that the server acknowledged the entries through local sequence `sequence`.
    public func acknowledgePush(through sequence: Int64) async throws {
        try await store.apply([.saveSyncRecord(space: SyncSpace.meta, key: "pushed", value: String(sequence))], for: user, at: service.now)
    }

    /// The saved server and token, with the cursors.
    public func remote() async throws -> SyncRemote? {
        let meta = try await metaRecords()
        guard let text = meta["remote"], var remote = try? JSONDecoder().decode(SyncRemote.self, from: Data(text.utf8)) else { return nil }
        remote.pushed = meta["pushed"].flatMap { Int64($0) } ?? 0
        remote.pulled = meta["pulled"].flatMap { Int64($0) } ?? 0
        return remote
    }

    /// Saves the server and token. A different server — or another token, which may be another
    /// account's — starts the exchange over (both cursors 0): it may never have seen this device's
    /// entries. Starting over is safe, only slower: every push and join is idempotent.
    public func saveRemote(_ remote: SyncRemote) async throws {
        var changes: [StoreChange] = []
        let saved = try await self.remote()
        if saved?.server != remote.server || saved?.token != remote.token {
            changes += [
                .saveSyncRecord(space: SyncSpace.meta, key: "pushed", value: "0"),
                .saveSyncRecord(space: SyncSpace.meta, key: "pulled", value: "0"),
            ]
        }
        let record = SyncRemote(server: remote.server, token: remote.token)
        changes.append(.saveSyncRecord(space: SyncSpace.meta, key: "remote", value: try SyncJSON.text(record)))
        try await store.apply(changes, for: user, at: service.now)
    }

    func metaRecords() async throws -> [String: String] {
        Dictionary(try await store.syncRecords(of: user, space: SyncSpace.meta).map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// docs/sync.md "Protocol": the most bytes of keys and values one page carries (a page holds at
    /// least one entry), well under the API's 8 MiB body limit.
    public static let maximumPageBytes = 4 << 20

    /// The document entries changed after `sequence`, oldest first, at most `limit`
    /// (1…`maximumBatch`) and about `maximumPageBytes`. With `capturing` (the server's pull), the
    /// store's own changes since the last capture — made on the web, through the API — are
    /// recorded first, and the store is merged with its document (a push whose last batch never
    /// came — `receive` with `more` — is merged here; with nothing to merge this is one read).
    public func page(
        after sequence: Int64, limit: Int, capturing: Bool = true, maximumBytes: Int = maximumPageBytes
    ) async throws -> SyncPage {
        if capturing { try await merge() }
        let limit = min(max(limit, 1), Self.maximumBatch)
        let records = try await store.syncRecords(of: user, spaces: SyncSpace.document, after: max(sequence, 0), limit: limit + 1)
        var entries: [SyncRecord] = []
        var bytes = 0
        for record in records.prefix(limit) {
            bytes += record.space.utf8.count + record.key.utf8.count + record.value.utf8.count
            if !entries.isEmpty, bytes > maximumBytes { break }
            entries.append(record)
        }
        return SyncPage(
            entries: entries.map { SyncEntry(space: $0.space, key: $0.key, value: $0.value) },
            cursor: entries.last?.sequence ?? max(sequence, 0), more: records.count > entries.count)
    }

    /// Records this store's changes since the last capture (see `SyncCapture`); returns how many
    /// records it saved.
    @discardableResult
    public func capture() async throws -> Int {
        _ = try await deviceID()
        return try await stepping { snapshot in
            var capture = try self.capture(snapshot)
            try capture.run()
            return capture.batch
        }.saved
    }

    func capture(_ snapshot: SyncSnapshot) throws -> SyncCapture {
        let device = snapshot.meta("device") ?? ""
        guard SyncDeviceID.isValid(device) else {
            throw CadenceError(.syncNotConfigured, field: "device", "this store has no sync device id yet")
        }
        let clock = HybridLogicalClock(device: device, last: snapshot.meta("clock").flatMap(SyncStamp.init(text:)))
        return SyncCapture(snapshot: snapshot, document: try SyncDocument(snapshot: snapshot), clock: clock, now: StoredMilliseconds.of(service.now))
    }
}
