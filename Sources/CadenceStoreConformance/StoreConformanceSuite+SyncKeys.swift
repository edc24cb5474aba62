import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Sync records read by key (docs/sync.md "Cost")

extension StoreConformance {
    /// The keyed read of sync records, run with the others by every backend's runner.
    static let syncKeyChecks: [Check] = [
        Check("syncRecordsByKeyReadOnlyThoseKeys", run: syncRecordsByKeyReadOnlyThoseKeys)
    ]

    /// `syncRecords(of:space:keys:)` answers the user's records of that space among the keys —
    /// in byte order of key, each once, none of another space or person — for any number of keys
    /// (more than one statement's worth on SQLite).
    static func syncRecordsByKeyReadOnlyThoseKeys(_ store: any CadenceStore) async throws {
        let ada = try await makeUser(store)
        let bob = try await makeUser(store, name: "Bob")
        var changes: [StoreChange] = (0..<1_200).map { .saveSyncRecord(space: "checkin", key: String(format: "k%04d", $0), value: "v\($0)") }
        changes += [
            .saveSyncRecord(space: "habit", key: "k0001", value: "a habit"),
            .saveSyncRecord(space: "checkin", key: "Z", value: "upper"), .saveSyncRecord(space: "checkin", key: "é", value: "accent"),
        ]
        try await store.apply(changes, for: ada, at: instant)
        try await store.apply([.saveSyncRecord(space: "checkin", key: "k0002", value: "bob's")], for: bob, at: instant)

        let wanted = ["k0002", "é", "k1199", "missing", "k0002", "Z"] + (500..<1_100).map { String(format: "k%04d", $0) }
        let records = try await store.syncRecords(of: ada, space: "checkin", keys: wanted)
        let expected = ["Z", "k0002"] + (500..<1_100).map { String(format: "k%04d", $0) } + ["k1199", "é"]
        #expect(records.map(\.key) == expected)
        #expect(records.first { $0.key == "k0002" }?.value == "v2")
        #expect(records.allSatisfy { $0.space == "checkin" && $0.sequence > 0 })
        #expect(try await store.syncRecords(of: ada, space: "habit", keys: ["k0001", "k0002"]).map(\.value) == ["a habit"])
        #expect(try await store.syncRecords(of: bob, space: "checkin", keys: ["k0001", "k0002"]).map(\.value) == ["bob's"])
        #expect(try await store.syncRecords(of: ada, space: "checkin", keys: []).isEmpty)
        #expect(try await store.syncRecords(of: ada, space: "nothing", keys: ["k0001"]).isEmpty)
    }
}
