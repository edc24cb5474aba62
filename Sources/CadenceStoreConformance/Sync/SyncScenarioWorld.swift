import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// docs/sync.md: the world of a two-device sync scenario — one person on a server and two devices
/// (`a`, `b`) of that person, each its own store, every service on one test clock.
struct SyncScenarioWorld {
    let clock: SyncTestClock
    let settings: UserSettings
    let server: CadenceService
    let person: UserID
    let a: SyncDevice
    let b: SyncDevice

    /// Makes the person (named Ada, in `timeZone`) on the server store and on both device stores.
    static func make(
        serverStore: any CadenceStore, deviceStores: (any CadenceStore, any CadenceStore), timeZone: String
    ) async throws -> SyncScenarioWorld {
        let clock = SyncTestClock(Date(timeIntervalSince1970: 1_780_000_000))
        let settings = UserSettings(timeZoneIdentifier: timeZone)
        let server = CadenceService(store: serverStore, environment: ServiceEnvironment(now: { clock.now }))
        let person = try await server.createUser(name: "Ada", settings: settings)
        var devices: [SyncDevice] = []
        for (name, store) in [("a", deviceStores.0), ("b", deviceStores.1)] {
            let service = CadenceService(store: store, environment: ServiceEnvironment(now: { clock.now }))
            let user = try await service.createUser(name: "Ada", settings: settings)
            let transport = InProcessTransport(server: SyncEngine(service: server, user: person))
            devices.append(SyncDevice(name: name, service: service, user: user, transport: transport))
        }
        return SyncScenarioWorld(clock: clock, settings: settings, server: server, person: person, a: devices[0], b: devices[1])
    }
}
