import CadenceCore
import CadenceStorage
import Foundation

extension SyncEngine {
    /// docs/sync.md "A sync": a push batch with, after its entries, the entries its `merged` fields
    /// name that it lacks (and theirs, in turn). The server refuses a merge into an id it holds
    /// nowhere (docs/domain-rules.md §13 "Ids from elsewhere"), and the entry a merge names may have
    /// been saved here after it — so come in a later batch; sent along, it is joined first, and an
    /// entry joined twice changes nothing. At most `maximumBatch` entries in all.
    public func withMergeTargets(_ entries: [SyncEntry]) async throws -> [SyncEntry] {
        var result = entries
        var present = Set(entries.map { SyncEntryName(space: $0.space, key: $0.key) })
        var records: [String: [String: String]] = [:]
        var index = 0
        while index < result.count, result.count < Self.maximumBatch {
            let entry = result[index]
            index += 1
            guard let into = SyncReferences.of(entry).merged, present.insert(SyncEntryName(space: entry.space, key: into)).inserted else { continue }
            if records[entry.space] == nil {
                records[entry.space] = Dictionary(
                    try await store.syncRecords(of: user, space: entry.space).map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
            }
            if let value = records[entry.space]?[into] { result.append(SyncEntry(space: entry.space, key: into, value: value)) }
        }
        return result
    }
}

/// An entry's space and key.
struct SyncEntryName: Hashable, Sendable {
    var space: String
    var key: String
}
