import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "A sync": everything one merge step reads of a person — their rows and their sync
/// records — read after the data revision, so a step decided on it is refused
/// (`.requireRevision`) if anything changed meanwhile.
struct SyncSnapshot: Sendable {
    let revision: Int64
    let settings: UserSettings
    let habits: [Habit]
    let categories: [Category]
    let checkIns: [CheckIn]
    let dayRecords: [DayRecord]
    let daySets: [DayTotalSet]
    let unlocks: [AchievementUnlock]
    /// docs/sync.md "Routines".
    var routines: [Routine] = []
    /// docs/sync.md "Notes".
    var notes: [Note] = []
    /// docs/sync.md "Money".
    var accounts: [MoneyAccount] = []
    var transactions: [MoneyTransaction] = []
    /// docs/sync.md "To-dos".
    var todos: [Todo] = []
    /// docs/sync.md "Health entries".
    var health: [HealthEntry] = []
    /// Sync records: space → key → value.
    let records: [String: [String: String]]

    static func load(store: any CadenceStore, user: UserID) async throws -> SyncSnapshot {
        let revision = try await store.dataRevision(of: user)
        var snapshot = SyncSnapshot(
            revision: revision, settings: try await store.settings(of: user),
            habits: try await store.habits(of: user, includeArchived: true), categories: try await store.categories(of: user),
            checkIns: try await store.checkIns(of: user, habit: nil, from: nil, through: nil),
            dayRecords: try await store.dayRecords(of: user, habits: nil, from: nil, through: nil),
            daySets: try await store.dayTotalSets(of: user), unlocks: try await store.unlockedAchievements(of: user),
            records: try await records(store: store, user: user, spaces: Set(SyncSpace.all)))
        snapshot.routines = try await store.routines(of: user)
        snapshot.notes = try await store.notes(of: user)
        snapshot.accounts = try await store.moneyAccounts(of: user)
        snapshot.transactions = try await store.moneyTransactions(of: user, account: nil)
        snapshot.todos = try await store.todos(of: user)
        snapshot.health = try await store.healthEntries(of: user, type: nil, from: nil, through: nil)
        return snapshot
    }

    /// The revision and the records of `spaces` only, no rows — and of the spaces of `keys`, only
    /// those keys: what joining entries reads (docs/sync.md "Cost": a page's join reads its own
    /// keys, never the whole space, so a first sync's pages cost the same at its end as at its
    /// start).
    static func loadRecords(
        store: any CadenceStore, user: UserID, spaces: Set<String>, keys: [String: Set<String>] = [:]
    ) async throws -> SyncSnapshot {
        let revision = try await store.dataRevision(of: user)
        var records = try await records(store: store, user: user, spaces: spaces)
        for (space, spaceKeys) in keys.sorted(by: { $0.key < $1.key }) where !spaces.contains(space) {
            var values: [String: String] = [:]
            for record in try await store.syncRecords(of: user, space: space, keys: spaceKeys.sorted()) { values[record.key] = record.value }
            records[space] = values
        }
        return SyncSnapshot(
            revision: revision, settings: UserSettings(timeZoneIdentifier: "UTC"), habits: [], categories: [], checkIns: [],
            dayRecords: [], daySets: [], unlocks: [], records: records)
    }

    private static func records(store: any CadenceStore, user: UserID, spaces: Set<String>) async throws -> [String: [String: String]] {
        var records: [String: [String: String]] = [:]
        for space in spaces.sorted() {
            var values: [String: String] = [:]
            for record in try await store.syncRecords(of: user, space: space) { values[record.key] = record.value }
            records[space] = values
        }
        return records
    }

    func records(_ space: String) -> [String: String] { records[space] ?? [:] }

    /// Global id → local row id, for a link space.
    func links(_ space: String) -> [String: Int64] {
        records(space).compactMapValues { Int64($0) }
    }

    /// Local row id → global id, for a link space (the first global id when two ever linked one row).
    func reverseLinks(_ space: String) -> [Int64: String] {
        var reverse: [Int64: String] = [:]
        for (gid, id) in links(space).sorted(by: { $0.key < $1.key }) where reverse[id] == nil { reverse[id] = gid }
        return reverse
    }

    func meta(_ key: String) -> String? { records(SyncSpace.meta)[key] }
}

/// docs/sync.md "A sync": the changes of one merge step, applied as one transaction. Tracks how
/// many inserts return ids, so a link can name "the id of this insert".
struct SyncBatch {
    private(set) var changes: [StoreChange] = []
    private(set) var insertedCount = 0
    /// Data changes (not sync records) in the batch.
    private(set) var dataChanges = 0
    /// What the document holds that this store cannot (see `SyncProjection.refused`).
    var refused: [String] = []

    var isEmpty: Bool { changes.isEmpty }

    mutating func save(_ space: String, _ key: String, _ value: String) {
        changes.append(.saveSyncRecord(space: space, key: key, value: value))
    }

    mutating func delete(_ space: String, _ keys: [String]) {
        guard !keys.isEmpty else { return }
        changes.append(.deleteSyncRecords(space: space, keys: keys))
    }

    /// A data change; when it inserts a row, `link` saves the new row's id under (space, key).
    mutating func data(_ change: StoreChange, link: (space: String, key: String)? = nil) {
        changes.append(change)
        dataChanges += 1
        guard let link else { return }
        changes.append(.linkSyncRecord(space: link.space, key: link.key, insertedIndex: insertedCount))
        insertedCount += 1
    }
}
