import CadenceCore
import CadenceServices
import CadenceStorage
import CadenceSync
import CadenceTestSupport
import Foundation
import Testing

/// docs/sync.md, docs/domain-rules.md §13: the property every sync must keep — seeded random
/// offline changes on two to four devices (clocks skewed by minutes) syncing with one server store
/// in random orders, with requests and answers lost at random. After a final round: every
/// device's export equals the server's (local-only fields left out), no acknowledged check-in is
/// lost, each store's derived state equals a recomputation, and another round changes nothing. A
/// second person on the same server never sees the first one's data.
///
/// `Tests/CadenceSyncTests/SyncPropertyTests.swift` runs it on SQLite files and
/// `Tests/CadencePostgresTests/PostgresSyncPropertyTests.swift` with the server on PostgreSQL; both
/// read `CADENCE_SYNC_STEPS` and `CADENCE_SYNC_SEEDS` for a longer run by hand.
public enum SyncProperty {
    /// The seeds to run: 1…`CADENCE_SYNC_SEEDS` (default `count`).
    public static func seeds(default count: Int) -> [UInt64] {
        let count = ProcessInfo.processInfo.environment["CADENCE_SYNC_SEEDS"].flatMap { Int($0) } ?? count
        return (1...max(count, 1)).map { UInt64($0) }  // integer-only
    }

    /// The steps per seed: `CADENCE_SYNC_STEPS` (default `count`).
    public static func steps(default count: Int) -> Int {
        ProcessInfo.processInfo.environment["CADENCE_SYNC_STEPS"].flatMap { Int($0) } ?? count
    }

    /// Runs `steps` random steps from `seed`: `serverStore` holds the account, `deviceStores` (2–4)
    /// are the person's devices and `strangerStore` another person's device. All start empty.
    public static func run(
        serverStore: any CadenceStore, deviceStores: [any CadenceStore], strangerStore: any CadenceStore, seed: UInt64, steps: Int
    ) async throws {
        var random = SplitMix64(seed: seed)
        let clock = SyncTestClock(Date(timeIntervalSince1970: 1_780_000_000))
        let settings = UserSettings(timeZoneIdentifier: "Europe/Paris")

        let server = CadenceService(store: serverStore, environment: ServiceEnvironment(now: { clock.now }))
        let person = try await server.createUser(name: "Ada", settings: settings)
        let stranger = try await server.createUser(name: "Bob", settings: settings)
        let serverEngine = SyncEngine(service: server, user: person)

        var devices: [SyncDevice] = []
        for (index, (store, skew)) in zip(deviceStores, [0.0, -240, 95, 30]).enumerated() {
            let service = CadenceService(store: store, environment: ServiceEnvironment(now: { clock.now.addingTimeInterval(skew) }))
            let user = try await service.createUser(name: "Ada", settings: settings)
            devices.append(SyncDevice(name: "device\(index)", service: service, user: user, transport: InProcessTransport(server: serverEngine)))
        }
        // The stranger's device, syncing with their own account on the same server.
        let strangerService = CadenceService(store: strangerStore, environment: ServiceEnvironment(now: { clock.now }))
        let strangerDevice = SyncDevice(
            name: "stranger", service: strangerService,
            user: try await strangerService.createUser(name: "Bob", settings: settings),
            transport: InProcessTransport(server: SyncEngine(service: server, user: stranger)))
        _ = try await strangerService.createHabit(
            HabitDraft(name: "Bob's habit", startDay: try await strangerService.today(for: strangerDevice.user)), for: strangerDevice.user)

        for device in devices { _ = try await device.createHabit(using: &random) }
        var pending: [[String]] = Array(repeating: [], count: devices.count)
        var acknowledged: [String: Day] = [:]
        var noteDays: [String: Day] = [:]
        var destroyed: Set<Day> = []
        // A habit delete takes the habit's check-ins everywhere, also those a device makes before
        // it learns of the delete: a device is "unaware" from the delete until it completes a sync
        // after the deleting device completed one; its check-ins made meanwhile are not protected.
        var deletes: [(device: Int, pushed: Bool, aware: Set<Int>)] = []
        var log: [String] = []
        for step in 0..<steps {
            let index = Int.random(in: 0..<devices.count, using: &random)
            let device = devices[index]
            clock.advance(seconds: Double(Int.random(in: 60...7_200, using: &random)))
            if Int.random(in: 0..<100, using: &random) < 25 {
                let interruption: (Int, Bool)? =
                    Int.random(in: 0..<100, using: &random) < 35 ? (Int.random(in: 0...3, using: &random), Bool.random(using: &random)) : nil
                let summary = try await device.sync(batchSize: Int.random(in: 1...6, using: &random), interruption: interruption)
                log.append("\(step) \(device.name) sync \(summary == nil ? "interrupted" : "done")")
                if summary != nil {
                    for note in pending[index] { acknowledged[note] = noteDays[note] }
                    pending[index] = []
                    for i in deletes.indices {
                        if deletes[i].pushed { deletes[i].aware.insert(index) }
                        if deletes[i].device == index { deletes[i].pushed = true }
                    }
                }
            } else {
                var created: [String] = []
                var deletedHabit = false
                let action = try await device.randomStep(
                    using: &random, note: "c\(seed).\(step)", created: &created, destroyed: &destroyed, deletedHabit: &deletedHabit)
                log.append("\(step) \(device.name) \(action)")
                let unaware = deletes.contains { !$0.aware.contains(index) }
                for note in created where !unaware {
                    pending[index].append(note)
                    noteDays[note] = try await device.service.storedFacts.checkIns(of: device.user, habit: nil, from: nil, through: nil)
                        .first { $0.note == note }?.day
                }
                if deletedHabit {
                    // A deleted habit takes its check-ins with it: nothing made so far is protected.
                    acknowledged = [:]
                    for i in pending.indices { pending[i] = [] }
                    deletes.append((index, false, [index]))
                }
            }
        }
        _ = try await strangerDevice.sync(batchSize: 3)
        // The final rounds: every device syncs until the last round changes nothing.
        for _ in 0..<2 {
            for device in devices { _ = try await device.sync(batchSize: 4) }
        }
        var lastRound: [SyncSummary] = []
        for device in devices { if let summary = try await device.sync(batchSize: 4) { lastRound.append(summary) } }
        let context = Comment(rawValue: "seed \(seed):\n" + log.joined(separator: "\n"))
        #expect(lastRound.count == devices.count, context)
        #expect(lastRound.allSatisfy { $0.changed == 0 }, context)

        let expected = try await SyncExportComparison.normalized(server, user: person)
        for device in devices {
            let export = try await SyncExportComparison.normalized(device.service, user: device.user)
            #expect(export == expected, "\(device.name) differs from the server; \(context)")
            let notes = Set(try await device.service.storedFacts.checkIns(of: device.user, habit: nil, from: nil, through: nil).compactMap(\.note))
            for (note, day) in acknowledged where !destroyed.contains(day) {
                #expect(notes.contains(note), "\(device.name) lost acknowledged check-in \(note) of \(day); \(context)")
            }
            let check = try await device.service.progressCheck(for: device.user)
            #expect(check.discrepancies.isEmpty, "\(device.name): \(check.discrepancies.map(\.message)); \(context)")
        }
        let serverCheck = try await server.progressCheck(for: person)
        #expect(serverCheck.discrepancies.isEmpty, "server: \(serverCheck.discrepancies.map(\.message))")
        // The stranger sees only their own habit, and Ada none of it.
        let strangerNames = try await strangerService.habits(of: strangerDevice.user, includeArchived: true).map(\.name)
        #expect(strangerNames == ["Bob's habit"])
        let personNames = try await server.habits(of: person, includeArchived: true).map(\.name)
        #expect(!personNames.contains("Bob's habit"))
    }
}
