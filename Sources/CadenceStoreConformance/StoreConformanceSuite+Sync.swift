import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Sync records and day-total sets (docs/sync.md, docs/schema.md "v11-sync")

extension StoreConformance {
    /// The sync checks, run with the others by every backend's runner.
    static let syncChecks: [Check] = [
        Check("syncSequencesIncreaseAndAreNeverReused", run: syncSequencesIncreaseAndAreNeverReused),
        Check("syncSaveReplacesValueAndRaisesSequence", run: syncSaveReplacesValueAndRaisesSequence),
        Check("syncRecordsPageBySequenceAndSpace", run: syncRecordsPageBySequenceAndSpace),
        Check("syncLinksStoreTheInsertedID", run: syncLinksStoreTheInsertedID),
        Check("syncLinkOutOfRangeFailsTheWholeBatch", run: syncLinkOutOfRangeFailsTheWholeBatch),
        Check("syncRecordsDeleteByKeysOrSpace", run: syncRecordsDeleteByKeysOrSpace),
        Check("syncRecordsAreIsolatedAndOwned", run: syncRecordsAreIsolatedAndOwned),
        Check("syncWritesRaiseRevisionAndKeepDerivedState", run: syncWritesRaiseRevisionAndKeepDerivedState),
        Check("dayTotalSetsRecordTheLastSet", run: dayTotalSetsRecordTheLastSet),
        Check("syncStateGoesWithTheAccount", run: syncStateGoesWithTheAccount),
    ]

    /// Saves records, one batch each.
    private static func save(
        _ entries: [(space: String, key: String, value: String)], for user: UserID, in store: any CadenceStore
    ) async throws {
        for entry in entries {
            try await store.apply([.saveSyncRecord(space: entry.space, key: entry.key, value: entry.value)], for: user, at: instant)
        }
    }

    /// Every record of the user in `spaces`, ascending by sequence.
    private static func all(_ store: any CadenceStore, _ user: UserID, _ spaces: [String]) async throws -> [SyncRecord] {
        try await store.syncRecords(of: user, spaces: spaces, after: 0, limit: 10_000)
    }

    /// Sequences strictly increase, per user, and a deleted record's sequence is never given again.
    static func syncSequencesIncreaseAndAreNeverReused(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        try await save([("habit", "a", "1"), ("habit", "b", "2"), ("checkin", "c", "3")], for: user, in: store)
        let first = try await all(store, user, ["habit", "checkin"])
        #expect(first.map(\.key) == ["a", "b", "c"])
        #expect(first.allSatisfy { $0.sequence > 0 })
        #expect(zip(first, first.dropFirst()).allSatisfy { $0.sequence < $1.sequence }, "\(first.map(\.sequence))")
        let highest = try #require(first.last?.sequence)
        try await store.apply([.deleteSyncRecords(space: "checkin", keys: ["c"])], for: user, at: instant)
        try await save([("checkin", "d", "4")], for: user, in: store)
        let d = try #require(try await store.syncRecords(of: user, space: "checkin").first)
        #expect(d.key == "d")
        #expect(d.sequence > highest, "the deleted record's sequence \(highest) was given again: \(d.sequence)")
        try await store.apply(
            [.deleteSyncRecords(space: "habit", keys: nil), .deleteSyncRecords(space: "checkin", keys: nil)], for: user, at: instant)
        try await save([("habit", "a", "again")], for: user, in: store)
        let again = try #require(try await store.syncRecords(of: user, space: "habit").first)
        #expect(again.sequence > d.sequence)
    }

    /// Saving a key again replaces its value and gives it a new, higher sequence; within one batch
    /// the last save wins, with a sequence above the keys saved before it.
    static func syncSaveReplacesValueAndRaisesSequence(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        try await save([("habit", "a", "old"), ("habit", "b", "b")], for: user, in: store)
        let before = try await store.syncRecords(of: user, space: "habit")
        try await save([("habit", "a", "new")], for: user, in: store)
        let after = try await store.syncRecords(of: user, space: "habit")
        #expect(after.map(\.key) == ["a", "b"])
        #expect(after.map(\.value) == ["new", "b"])
        #expect(after[0].sequence > before.map(\.sequence).max() ?? .max)
        #expect(after[1] == before[1])
        try await store.apply(
            [
                .saveSyncRecord(space: "habit", key: "x", value: "1"), .saveSyncRecord(space: "habit", key: "y", value: "2"),
                .saveSyncRecord(space: "habit", key: "x", value: "3"),
            ], for: user, at: instant)
        let batch = try await store.syncRecords(of: user, space: "habit")
        let x = try #require(batch.first { $0.key == "x" })
        let y = try #require(batch.first { $0.key == "y" })
        #expect(x.value == "3")
        #expect(x.sequence > y.sequence && y.sequence > after[0].sequence)
        #expect(try await all(store, user, ["habit"]).map(\.key) == ["b", "a", "y", "x"])
    }

    /// Pages after a sequence, ascending, at most `limit`; only the named spaces; records of one
    /// space by key; a negative limit is refused.
    static func syncRecordsPageBySequenceAndSpace(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        try await save(
            [("habit", "h2", "1"), ("meta", "device", "2"), ("checkin", "c1", "3"), ("habit", "h1", "4"), ("checkin", "c0", "5")],
            for: user, in: store)
        let wanted = ["habit", "checkin"]
        let page1 = try await store.syncRecords(of: user, spaces: wanted, after: 0, limit: 2)
        #expect(page1.map(\.key) == ["h2", "c1"])
        let cursor = try #require(page1.last?.sequence)
        let page2 = try await store.syncRecords(of: user, spaces: wanted, after: cursor, limit: 2)
        #expect(page2.map(\.key) == ["h1", "c0"])
        let end = try #require(page2.last?.sequence)
        #expect(try await store.syncRecords(of: user, spaces: wanted, after: end, limit: 2).isEmpty)
        #expect(try await store.syncRecords(of: user, spaces: ["meta"], after: 0, limit: 10).map(\.value) == ["2"])
        #expect(try await store.syncRecords(of: user, spaces: [], after: 0, limit: 10).isEmpty)
        #expect(try await store.syncRecords(of: user, spaces: wanted, after: 0, limit: 0).isEmpty)
        #expect(try await store.syncRecords(of: user, spaces: ["nothing"], after: 0, limit: 10).isEmpty)
        #expect(try await store.syncRecords(of: user, space: "habit").map(\.key) == ["h1", "h2"])
        #expect(try await store.syncRecords(of: user, space: "checkin").map(\.value) == ["5", "3"])
        let error = await #expect(throws: CadenceError.self) {
            try await store.syncRecords(of: user, spaces: wanted, after: 0, limit: -1)
        }
        #expect(error?.code == .positionOutOfRange)
    }

    /// A link stores the decimal id of the batch's n-th insert (counting only changes that return an id).
    static func syncLinksStoreTheInsertedID(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let ids = try await store.apply(
            [
                .insertHabit(habit("Read")), .saveSyncRecord(space: "meta", key: "m", value: "v"),
                .insertHabit(habit("Run")), .linkSyncRecord(space: "link.habit", key: "global-run", insertedIndex: 1),
                .linkSyncRecord(space: "link.habit", key: "global-read", insertedIndex: 0),
            ], for: user, at: instant)
        #expect(ids.count == 2)
        let links = try await store.syncRecords(of: user, space: "link.habit")
        #expect(links.map(\.key) == ["global-read", "global-run"])
        #expect(links.map(\.value) == ids.map(String.init))
        #expect(try await store.habit(try #require(HabitID(links[1].value)), of: user)?.name == "Run")
        #expect(links[0].sequence > links[1].sequence)
    }

    /// A link naming an insert the batch has not made fails the whole batch: nothing is written.
    static func syncLinkOutOfRangeFailsTheWholeBatch(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let revision = try await store.dataRevision(of: user)
        let batches: [[StoreChange]] = [
            [
                .insertHabit(habit("Read")), .saveSyncRecord(space: "meta", key: "m", value: "v"),
                .linkSyncRecord(space: "link.habit", key: "g", insertedIndex: 1),
            ],
            [
                .linkSyncRecord(space: "link.habit", key: "g", insertedIndex: 0), .insertHabit(habit("Read")),
            ],
            [.insertHabit(habit("Read")), .linkSyncRecord(space: "link.habit", key: "g", insertedIndex: -1)],
        ]
        for batch in batches {
            let error = await #expect(throws: CadenceError.self) { try await store.apply(batch, for: user, at: instant) }
            #expect(error?.code == .positionOutOfRange)
        }
        // Saves before a change that fails are rolled back with it.
        let error = await #expect(throws: CadenceError.self) {
            try await store.apply(
                [.saveSyncRecord(space: "meta", key: "m", value: "v"), .deleteCheckIn(987_654)], for: user, at: instant)
        }
        #expect(error?.code == .notFound)
        #expect(try await store.habits(of: user, includeArchived: true).isEmpty)
        #expect(try await all(store, user, ["meta", "link.habit"]).isEmpty)
        #expect(try await store.dataRevision(of: user) == revision)
        try await save([("meta", "m", "v")], for: user, in: store)
        #expect(try await all(store, user, ["meta"]).map(\.value) == ["v"], "the store still writes afterwards")
    }

    /// Deleting by keys removes those keys of that space only; nil removes the whole space.
    static func syncRecordsDeleteByKeysOrSpace(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        try await save([("s", "a", "1"), ("s", "b", "2"), ("s", "c", "3"), ("t", "a", "4")], for: user, in: store)
        try await store.apply([.deleteSyncRecords(space: "s", keys: ["a", "c", "missing", "a"])], for: user, at: instant)
        #expect(try await store.syncRecords(of: user, space: "s").map(\.key) == ["b"])
        #expect(try await store.syncRecords(of: user, space: "t").map(\.key) == ["a"])
        try await store.apply([.deleteSyncRecords(space: "s", keys: [])], for: user, at: instant)
        #expect(try await store.syncRecords(of: user, space: "s").map(\.key) == ["b"])
        try await store.apply([.deleteSyncRecords(space: "s", keys: nil)], for: user, at: instant)
        #expect(try await store.syncRecords(of: user, space: "s").isEmpty)
        #expect(try await store.syncRecords(of: user, space: "t").map(\.value) == ["4"])
        // In one batch, a delete sees the saves before it and not the ones after it.
        try await store.apply(
            [
                .saveSyncRecord(space: "s", key: "a", value: "1"), .saveSyncRecord(space: "s", key: "b", value: "2"),
                .deleteSyncRecords(space: "s", keys: ["a"]), .saveSyncRecord(space: "s", key: "c", value: "3"),
                .deleteSyncRecords(space: "t", keys: nil), .saveSyncRecord(space: "t", key: "d", value: "4"),
            ], for: user, at: instant)
        #expect(try await store.syncRecords(of: user, space: "s").map(\.key) == ["b", "c"])
        #expect(try await store.syncRecords(of: user, space: "t").map(\.key) == ["d"])
    }

    /// docs/domain-rules.md §8: one user's records are invisible to another and untouched by its
    /// writes; `syncRecordOwners` names the holder of each key held in the space.
    static func syncRecordsAreIsolatedAndOwned(_ store: any CadenceStore) async throws {
        let ada = try await makeUser(store)
        let bob = try await makeUser(store, name: "Bob")
        try await save([("habit", "g1", "ada"), ("habit", "g2", "ada")], for: ada, in: store)
        #expect(try await store.syncRecords(of: bob, space: "habit").isEmpty)
        #expect(try await all(store, bob, ["habit"]).isEmpty)
        try await save([("habit", "g3", "bob")], for: bob, in: store)
        try await store.apply([.deleteSyncRecords(space: "habit", keys: ["g1", "g2"])], for: bob, at: instant)
        try await store.apply([.deleteSyncRecords(space: "habit", keys: nil)], for: bob, at: instant)
        #expect(try await store.syncRecords(of: ada, space: "habit").map(\.key) == ["g1", "g2"])
        try await save([("habit", "g3", "bob")], for: bob, in: store)
        let owners = try await store.syncRecordOwners(space: "habit", keys: ["g1", "g3", "nobody", "g1"])
        #expect(owners == ["g1": ada, "g3": bob])
        #expect(try await store.syncRecordOwners(space: "checkin", keys: ["g1"]).isEmpty)
        #expect(try await store.syncRecordOwners(space: "habit", keys: []).isEmpty)
        #expect(try await all(store, ada, ["habit"]).map(\.value) == ["ada", "ada"])
    }

    /// Every sync write raises the user's data revision (in its transaction) and drops no
    /// stored derived state (docs/domain-rules.md §5, §6 "Stored derived state").
    static func syncWritesRaiseRevisionAndKeepDerivedState(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let habitID = try #require(try await insertHabits([habit("Read")], for: user, in: store).first)
        let fold = HabitFold(anchor: firstDay.adding(days: 10), run: 3, best: 5, score: 0.25, rolling: 2)
        let verdicts = StoredVerdicts(from: nil, through: firstDay.adding(days: 5), verdicts: [firstDay.adding(days: 1): .perfect])
        try await store.apply([.saveHabitFold(habitID, fold), .saveDayVerdicts(verdicts)], for: user, at: instant)
        let folds = try await store.habitFolds(of: user)
        let stored = try await store.storedVerdicts(of: user)
        #expect(folds[habitID] == fold)
        #expect(stored?.verdicts == verdicts.verdicts)
        let writes: [[StoreChange]] = [
            [.saveSyncRecord(space: "habit", key: "g", value: "1")],
            [.saveSyncRecord(space: "habit", key: "g", value: "2")],
            [.linkSyncRecord(space: "link.checkin", key: "c", insertedIndex: 0)],
            [.deleteSyncRecords(space: "habit", keys: ["g"])],
            [.deleteSyncRecords(space: "link.checkin", keys: nil)],
        ]
        for (position, batch) in writes.enumerated() {
            let before = try await store.dataRevision(of: user)
            if case .linkSyncRecord = batch[0] {
                let checkIn = CheckIn(id: 0, habitID: habitID, day: firstDay.adding(days: 21), at: instant, amount: 1)
                try await store.apply([.insertCheckIn(checkIn)] + batch, for: user, at: instant)
            } else {
                try await store.apply(batch, for: user, at: instant)
            }
            #expect(try await store.dataRevision(of: user) > before, "batch \(position) did not raise the revision")
        }
        #expect(try await store.habitFolds(of: user) == folds, "a sync write dropped a habit's fold")
        #expect(try await store.storedVerdicts(of: user) == stored, "a sync write dropped the stored verdicts")
    }

    /// Setting a day's total records the apply instant; a second set moves it; the rows are the
    /// user's own and go with their habit.
    static func dayTotalSetsRecordTheLastSet(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let other = try await makeUser(store, name: "Bob")
        let ids = try await insertHabits([habit("Read"), habit("Run", sortOrder: 1)], for: user, in: store)
        let (read, run) = (ids[0], ids[1])
        try await checkIn(read, day: firstDay, for: user, in: store)
        #expect(try await store.dayTotalSets(of: user).isEmpty)
        let revision = try await store.dataRevision(of: user)
        try await store.apply([.deleteCheckIns(habit: read, day: firstDay)], for: user, at: instant)
        #expect(try await store.dayTotalSets(of: user) == [DayTotalSet(habitID: read, day: firstDay, at: instant)])
        #expect(try await store.dataRevision(of: user) > revision)
        try await store.apply(
            [.deleteCheckIns(habit: read, day: firstDay), .deleteCheckIns(habit: run, day: firstDay.adding(days: 1))],
            for: user, at: laterInstant)
        #expect(
            try await store.dayTotalSets(of: user) == [
                DayTotalSet(habitID: read, day: firstDay, at: laterInstant),
                DayTotalSet(habitID: run, day: firstDay.adding(days: 1), at: laterInstant),
            ])
        try await expectRefusal(.notFound, [.deleteCheckIns(habit: read, day: firstDay)], for: other, in: store, watching: [user, other])
        #expect(try await store.dayTotalSets(of: other).isEmpty)
        #expect(try await store.dayTotalSets(of: user).count == 2)
        try await store.apply([.deleteHabit(read)], for: user, at: laterInstant)
        #expect(try await store.dayTotalSets(of: user).map(\.habitID) == [run])
    }

    /// docs/domain-rules.md §8: deleting an account deletes its user's sync records and day-total
    /// sets (cascade); other users keep theirs. Only for stores that also keep accounts.
    static func syncStateGoesWithTheAccount(_ store: any CadenceStore) async throws {
        guard let accounts = store as? any AccountStore else { return }
        let owner = try await accounts.createAccount(
            NewAccount(username: "owner", passwordHash: "$2b$04$owner", settings: settings), at: instant
        ).id
        let member = try await accounts.createAccount(
            NewAccount(username: "member", passwordHash: "$2b$04$member", settings: settings, requiresOpenSignUps: false),
            at: instant
        ).id
        for user in [owner, member] {
            let habitID = try #require(try await insertHabits([habit("Read")], for: user, in: store).first)
            try await store.apply(
                [.deleteCheckIns(habit: habitID, day: firstDay), .saveSyncRecord(space: "habit", key: "g\(user)", value: "1")],
                for: user, at: instant)
        }
        try await accounts.deleteAccount(member)
        #expect(try await store.syncRecordOwners(space: "habit", keys: ["g\(owner)", "g\(member)"]) == ["g\(owner)": owner])
        #expect(try await store.dayTotalSets(of: member).isEmpty)
        #expect(try await store.dayTotalSets(of: owner).count == 1)
        try await accounts.deleteAccount(owner)
        #expect(try await store.users().isEmpty)
        #expect(try await store.syncRecordOwners(space: "habit", keys: ["g\(owner)"]).isEmpty)
    }
}
