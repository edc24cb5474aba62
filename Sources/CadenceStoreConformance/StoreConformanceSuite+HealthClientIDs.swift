import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Health entries named by a client id (docs/domain-rules.md §12 "Health", "Client ids")

extension StoreConformance {
    /// A water entry saved twice with one client id is recorded once: the repeat answers the
    /// first entry (`isRepeat`) and changes nothing; the id is stored on the entry, kept by an
    /// edit, per user (another person may use the same id), refused for another type
    /// (`clientIdReused`) and when malformed (`clientIdInvalid`); a replacing save answers as
    /// without an id; a delete and a restore keep it.
    public static func healthClientIDsRecordOnce(_ store: any CadenceStore) async throws {
        let service = trashService(store)
        let user = try await service.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let bob = try await service.createUser(name: "Bob", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let first = try await service.saveHealthEntry(type: .water, value: 250, clientID: "cup-1", for: user)
        #expect(first.isRepeat == false)
        #expect(first.entry.clientID == "cup-1")
        let revision = try await store.dataRevision(of: user)
        let again = try await trashService(store, at: trashNow.addingTimeInterval(5))
            .saveHealthEntry(type: .water, value: 250, clientID: "cup-1", for: user)
        #expect(again.isRepeat)
        #expect(again.entry == first.entry, "the repeat answers the first entry")
        #expect(try await store.dataRevision(of: user) == revision, "a repeat changes nothing")
        #expect(try await store.healthEntries(of: user, type: .water, from: nil, through: nil) == [first.entry])
        let reused = CadenceError(.clientIdReused, field: "clientId", "client id 'cup-1' already recorded a water entry (id \(first.entry.id))")
        await #expect(throws: reused) {
            try await service.saveHealthEntry(type: .mood, value: 4, clientID: "cup-1", for: user)
        }
        await #expect(throws: CadenceError.self) { try await service.saveHealthEntry(type: .water, value: 250, clientID: "a b", for: user) }
        await #expect(throws: CadenceError.self) {
            try await service.saveHealthEntry(type: .water, value: 250, clientID: String(repeating: "x", count: 65), for: user)
        }
        #expect(try await store.dataRevision(of: user) == revision, "a refused id changes nothing")
        let bobs = try await service.saveHealthEntry(type: .water, value: 500, clientID: "cup-1", for: bob)
        #expect(bobs.isRepeat == false, "ids are per user")
        // An edit keeps the id; a repeat then answers the entry as it is now.
        let edited = try await service.updateHealthEntry(first.entry.id, value: 300, note: "big cup", for: user)
        #expect(edited.clientID == "cup-1")
        #expect(try await service.saveHealthEntry(type: .water, value: 250, clientID: "cup-1", for: user).entry == edited)
        // A replacing save (sleep) with an id: the second save replaces, a repeat of the first finds it.
        let sleep = try await service.saveHealthEntry(type: .sleep, value: 8, clientID: "night-1", for: user)
        let replaced = try await service.saveHealthEntry(type: .sleep, value: 7, clientID: "night-2", for: user)
        #expect(replaced.replaced && replaced.entry.id == sleep.entry.id && replaced.entry.clientID == "night-1")
        #expect(try await service.saveHealthEntry(type: .sleep, value: 8, clientID: "night-1", for: user).entry.value == 7)
        // Through the trash the id is kept; a repeat while deleted records again, and then the
        // restored entry comes back without the id.
        try await service.deleteHealthEntry(edited.id, for: user)
        #expect(try await service.restoreHealthEntry(edited.id, for: user) == edited)
        #expect(try await store.healthEntries(of: user, type: .water, from: nil, through: nil) == [edited])
        try await service.deleteHealthEntry(edited.id, for: user)
        let recordedAgain = try await service.saveHealthEntry(type: .water, value: 250, clientID: "cup-1", for: user)
        #expect(recordedAgain.isRepeat == false && recordedAgain.entry.id != edited.id)
        #expect(try await service.restoreHealthEntry(edited.id, for: user).id == edited.id)
        var withoutID = edited
        withoutID.clientID = nil
        let water = try await store.healthEntries(of: user, type: .water, from: nil, through: nil)
        #expect(water.first { $0.id == edited.id } == withoutID)
        #expect(water.first { $0.id == recordedAgain.entry.id }?.clientID == "cup-1")
    }
}
