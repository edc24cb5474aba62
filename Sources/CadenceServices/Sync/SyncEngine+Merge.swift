import CadenceCore
import CadenceStorage
import Foundation

extension SyncEngine {
    /// Joins entries pulled from the server into the document and saves the pull cursor with them
    /// (one transaction: an interrupted pull resumes after the last saved page). The store's rows
    /// change only in `merge`.
    public func join(_ entries: [SyncEntry], pulledThrough cursor: Int64?) async throws {
        try validate(entries)
        _ = try await deviceID()
        try await stepping(records: [SyncSpace.meta], keys: Self.joinKeys(entries)) { snapshot in
            try Self.joinBatch(entries, snapshot: snapshot, cursor: cursor)
        }
    }

    /// What a join reads besides `meta`: the records of the entries' own keys, no rows.
    static func joinKeys(_ entries: [SyncEntry]) -> [String: Set<String>] {
        var keys: [String: Set<String>] = [:]
        for entry in entries { keys[entry.space, default: []].insert(entry.key) }
        return keys
    }

    static func joinBatch(_ entries: [SyncEntry], snapshot: SyncSnapshot, cursor: Int64?) throws -> SyncBatch {
        var batch = SyncBatch()
        var clock = HybridLogicalClock(
            device: snapshot.meta("device") ?? "", last: snapshot.meta("clock").flatMap(SyncStamp.init(text:)))
        var pending: [String: [String: String]] = [:]
        for entry in entries {
            let current = pending[entry.space]?[entry.key] ?? snapshot.records(entry.space)[entry.key]
            let (text, stamps) = try SyncDocument.joined(space: entry.space, current: current, incoming: entry.value)
            for stamp in stamps { clock.observe(stamp) }
            guard let text else { continue }
            batch.save(entry.space, entry.key, text)
            pending[entry.space, default: [:]][entry.key] = text
        }
        if !batch.isEmpty, let last = clock.last, last.description != snapshot.meta("clock") {
            batch.save(SyncSpace.meta, "clock", last.description)
        }
        if let cursor, snapshot.meta("pulled") != String(cursor) { batch.save(SyncSpace.meta, "pulled", String(cursor)) }
        return batch
    }

    /// docs/sync.md "Merging": brings the store to the document (see `SyncProjection`), then —
    /// when any row changed — recomputes perfect days, XP (with reversals where the merge unmade
    /// a perfect day), achievements and the stored derived state from scratch. Returns how many
    /// rows the merge changed.
    @discardableResult
    public func merge() async throws -> Int { try await mergeReport().changed }

    /// `merge`, with what the document holds that this store cannot (see `SyncProjection.refused`).
    ///
    /// docs/sync.md "Cost": when nothing in the document changed since the last merge that
    /// settled (`meta` "projected", the newest document sequence it saw) and the capture finds
    /// nothing, the store is already at the document and the merge ends after one read.
    public func mergeReport() async throws -> (changed: Int, refused: [String]) {
        _ = try await deviceID()
        var changed = 0
        var refused: [String] = []
        for _ in 0..<Self.maximumSteps {
            let meta = try await metaRecords()
            let projected = meta["projected"].flatMap { Int64($0) }
            let newest = try await newestDocumentSequence(after: projected ?? 0)
            let atDocument = projected != nil && newest == nil
            let batch = try await stepping { snapshot in
                var capture = try self.capture(snapshot)
                try capture.run()
                if !capture.batch.isEmpty || atDocument { return capture.batch }
                var projection = SyncProjection(snapshot: snapshot, document: capture.document, clock: capture.clock, now: service.now)
                try projection.run()
                return projection.batch
            }
            if batch.saved > 0 {
                changed += batch.dataChanges
                continue
            }
            if atDocument {
                refused = (meta["refused"]).flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []
            } else {
                refused = batch.refused
                try await store.apply(
                    [
                        .saveSyncRecord(space: SyncSpace.meta, key: "projected", value: String(newest ?? projected ?? 0)),
                        .saveSyncRecord(space: SyncSpace.meta, key: "refused", value: try SyncJSON.text(refused)),
                    ], for: user, at: service.now)
            }
            if changed > 0 { try await service.recalculateProgress(for: user) }
            return (changed, refused)
        }
        throw CadenceError(.syncEntryInvalid, "the merge did not settle in \(Self.maximumSteps) steps; nothing more was changed")
    }

    /// The newest sequence of a document entry saved after `sequence`, or `nil` when none was.
    func newestDocumentSequence(after sequence: Int64) async throws -> Int64? {
        var newest: Int64?
        for _ in 0..<100_000 {
            let records = try await store.syncRecords(of: user, spaces: SyncSpace.document, after: newest ?? sequence, limit: Self.maximumBatch)
            guard let last = records.last else { break }
            newest = last.sequence
            if records.count < Self.maximumBatch { break }
        }
        return newest
    }

    /// docs/sync.md "Protocol": the server side of a push — checks the entries (shape, ranges, and
    /// that no id belongs to another person) and joins them; after the last batch of a push
    /// (`more` false) it records the server's own changes and merges. A batch with `more` leaves
    /// the merge to the last one — or to the next pull, if the push was interrupted. A retried
    /// push changes nothing more.
    public func receive(_ entries: [SyncEntry], from deviceID: String, more: Bool = false) async throws -> SyncPushAnswer {
        guard SyncDeviceID.isValid(deviceID) else {
            throw CadenceError(.syncEntryInvalid, field: "deviceId", "a device id is 1–64 of A–Z a–z 0–9 . _")
        }
        try validate(entries, notAfter: StoredMilliseconds.of(service.now) + Self.maximumStampLead)
        try await refuseForeign(entries)
        _ = try await self.deviceID()
        let keys = Self.joinKeys(entries)
        let before = try await SyncSnapshot.loadRecords(store: store, user: user, spaces: [SyncSpace.meta], keys: keys)
        let joined = try await stepping(records: [SyncSpace.meta], keys: keys) { snapshot in
            try Self.joinBatch(entries, snapshot: snapshot, cursor: nil)
        }
        let saved: [SavedRecord] = joined.changes.compactMap {
            guard case .saveSyncRecord(let space, let key, let value) = $0, space != SyncSpace.meta else { return nil }
            return SavedRecord(space: space, key: key, value: value)
        }
        if !more {
            do {
                try await merge()
            } catch {
                // docs/domain-rules.md §13 "A refused push changes nothing": the entries it joined
                // are taken out again (where nothing newer replaced them) before the refusal.
                try? await unjoin(saved, before: before)
                throw error
            }
        }
        return SyncPushAnswer(accepted: entries.count, changed: saved.count)
    }

    /// One document record a join saved.
    struct SavedRecord: Sendable {
        var space: String
        var key: String
        var value: String
    }

    /// Puts back the records a refused push's join replaced (or removes those it added), where
    /// they still hold what the join saved, and brings the store back to that document.
    func unjoin(_ saved: [SavedRecord], before: SyncSnapshot) async throws {
        var keys: [String: Set<String>] = [:]
        for record in saved { keys[record.space, default: []].insert(record.key) }
        try await stepping(records: [], keys: keys) { snapshot in
            var batch = SyncBatch()
            for record in saved where snapshot.records(record.space)[record.key] == record.value {
                if let previous = before.records(record.space)[record.key] {
                    batch.save(record.space, record.key, previous)
                } else {
                    batch.delete(record.space, [record.key])
                }
            }
            return batch
        }
        try await merge()
    }

    /// docs/domain-rules.md §13 "Ids from elsewhere": refuses a push, changing nothing, when an id
    /// it names (`SyncReferences`: keys and the ids inside values) another person holds — 403
    /// `syncForeignID` — or when a `merged` field names an id this person's document holds nowhere,
    /// live or deleted, nor the push itself — 422 `syncEntryInvalid`: a merge moves a habit's
    /// history into the one it names, and one that cannot be followed must never delete it.
    func refuseForeign(_ entries: [SyncEntry]) async throws {
        var ids: [String: Set<String>] = [:]
        var merges: [(index: Int, space: String, into: String)] = []
        var pushed: [String: Set<String>] = [:]
        for (index, entry) in entries.enumerated() {
            let references = SyncReferences.of(entry)
            for reference in references.ids { ids[reference.space, default: []].insert(reference.id) }
            if let into = references.merged { merges.append((index, entry.space, into)) }
            pushed[entry.space, default: []].insert(entry.key)
        }
        for (space, spaceIDs) in ids.sorted(by: { $0.key < $1.key }) {
            let owners = try await store.syncRecordOwners(space: space, keys: spaceIDs.sorted())
            if let foreign = owners.sorted(by: { $0.key < $1.key }).first(where: { $0.value != user }) {
                throw CadenceError(
                    .syncForeignID, field: "entries", "\(space) \(InputExcerpt.quoted(foreign.key)) belongs to someone else; nothing was changed")
            }
        }
        var held: [String: Set<String>] = [:]
        for space in Set(merges.map(\.space)) {
            held[space] = Set(try await store.syncRecords(of: user, space: space).map(\.key)).union(pushed[space] ?? [])
        }
        for merge in merges where held[merge.space]?.contains(merge.into) != true {
            throw CadenceError(
                .syncEntryInvalid, field: "entries[\(merge.index)]",
                "entry \(merge.index): merged names \(InputExcerpt.quoted(merge.into)), "
                    + "which is no \(merge.space) of this person; nothing was changed")
        }
    }

    /// Applies one step decided on a fresh snapshot — of everything, or of the records of
    /// `spaces` and those of `keys` only — decided again on a fresh snapshot when another change of the person was
    /// saved in between, through the package's one retry (`ConflictRetry`, docs/domain-rules.md §6
    /// "Retries"). Returns the batch applied (empty: nothing to do).
    @discardableResult
    func stepping(
        records spaces: Set<String>? = nil, keys: [String: Set<String>] = [:], _ make: @Sendable (SyncSnapshot) throws -> SyncBatch
    ) async throws -> (saved: Int, dataChanges: Int, changes: [StoreChange], refused: [String]) {
        try await ConflictRetry(budget: CadenceService.decisionRetryBudget).run {
            let snapshot =
                if let spaces {
                    try await SyncSnapshot.loadRecords(store: store, user: user, spaces: spaces, keys: keys)
                } else {
                    try await SyncSnapshot.load(store: store, user: user)
                }
            let batch = try make(snapshot)
            guard !batch.isEmpty else { return (0, 0, [], batch.refused) }
            try await store.apply([.requireRevision(snapshot.revision)] + batch.changes, for: user, at: service.now)
            return (batch.changes.count, batch.dataChanges, batch.changes, batch.refused)
        }
    }
}
