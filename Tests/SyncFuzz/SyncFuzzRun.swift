import CadenceCore
import CadenceHTTP
import CadenceImport
import CadenceServer
import CadenceStorage
import CadenceTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing

@testable import CadenceServices

/// docs/security.md "Sync": the seeded sync fuzzer. On one store (SQLite or PostgreSQL) it
/// signs up Alice and Bob, gives each habits, a category and check-ins, and then pushes Bob's
/// account `cases` hostile or odd batches through `POST /api/v1/sync` on the real router. After
/// every case: the answer is one the case allows (never a 500 or a 409); Alice's data and sync
/// records are byte-identical; after a refusal Bob's are too; Bob can still make a change, pull
/// and push; and both people's progress passes `cadence doctor`'s check.
enum SyncFuzzRun {
    /// The seed: `CADENCE_SYNC_FUZZ_SEED` (default 32).
    static var seed: UInt64 { ProcessInfo.processInfo.environment["CADENCE_SYNC_FUZZ_SEED"].flatMap { UInt64($0) } ?? 32 }
    /// The cases per backend: `CADENCE_SYNC_FUZZ_CASES` (default 80).
    static var cases: Int { ProcessInfo.processInfo.environment["CADENCE_SYNC_FUZZ_CASES"].flatMap { Int($0) } ?? 80 }

    /// `CADENCE_SYNC_FUZZ_VERBOSE=1` prints each case and its answer.
    static var verbose: Bool { ProcessInfo.processInfo.environment["CADENCE_SYNC_FUZZ_VERBOSE"] == "1" }

    /// Every space a store keeps sync records in.
    static let spaces = [
        "habit", "category", "settings", "dayrecord", "checkin", "dayset", "achievement", "link.habit", "link.category", "link.checkin",
        "shadow.habit", "shadow.category", "shadow.settings", "shadow.dayrecord", "seen.dayset", "meta",
    ]

    static func run(store: some CadenceStore & AccountStore, backend: String) async throws {
        let clock = FuzzClock()
        var logger = Logger(label: "cadence.sync.fuzz")
        logger.logLevel = .critical
        var configuration = ServerConfiguration(bcryptCost: 4)
        // A sign-up counts as a sign-in attempt; the rounds sign up more people than one address may.
        configuration.signInLimitPerAddress = .init(attempts: 1_000_000, window: 1)
        configuration.signInLimitPerAccountAndAddress = .init(attempts: 1_000_000, window: 1)
        let application = try buildApplication(
            configuration: configuration, services: ServiceLayer(store: store, environment: clock.environment), logger: logger)
        let service = CadenceService(store: store, environment: clock.environment)
        try await application.test(.router) { client in
            let start = SyncFuzzClient(client: client)
            let owner = try await start.signUp("alice")
            let ownerID = try await userID(owner)
            var rng = SplitMix64(seed: seed)
            let started = Date()
            var index = 0
            // Rounds of `roundSize` cases, each on a new pair of people, so that one case that
            // breaks an account does not hide what the later ones would find.
            for round in 0..<((cases + roundSize - 1) / roundSize) {
                let alice = round == 0 ? owner : try await start.signUp("alice\(round)")
                let bob = try await start.signUp("bob\(round)")
                let aliceID = try await userID(alice)
                let bobID = try await userID(bob)
                for person in [alice, bob] { try await populate(person) }
                var known = try await knowledge(bob: bob, alice: alice)
                let others = Array(Set([aliceID, ownerID]))
                for step in 0..<min(roundSize, cases - index) {
                    let kind = step == 0 ? SyncFuzzCase.issueKinds[round % SyncFuzzCase.issueKinds.count] : nil
                    try await runCase(
                        index, kind: kind, backend: backend, known: &known, rng: &rng, clock: clock, service: service,
                        people: (bob, bobID, alice, others))
                    index += 1
                }
                // A bound against a runaway, not a speed check (speed is measured in benchmarks): a
                // loaded 2-core CI machine needed 367 s for what takes 120 s alone.
                if Date().timeIntervalSince(started) > 900 {
                    Issue.record("\(backend): the fuzzer ran past 900 s after \(index) cases")
                    break
                }
                for id in [aliceID, bobID] {
                    let names = try await store.categories(of: id).map { NameKey.of($0.name) }
                    #expect(Set(names).count == names.count, "\(backend) round \(round): two categories share a name")
                }
            }
        }
    }

    /// The cases per round (each round on a new pair of people).
    static let roundSize = 10

    /// One case: Bob's push, then every check of `SyncFuzzRun`.
    static func runCase(
        _ index: Int, kind: Int?, backend: String, known: inout SyncFuzzCase.Known, rng: inout SplitMix64, clock: FuzzClock,
        service: CadenceService, people: (bob: SyncFuzzClient, bobID: UserID, alice: SyncFuzzClient, others: [UserID])
    ) async throws {
        let (bob, bobID, alice, others) = people
        let store = service.store
        clock.advance(by: 1)
        let now = Int64((clock.now.timeIntervalSince1970 * 1000).rounded())
        let fuzzCase = SyncFuzzCase.random(known, now: now, kind: kind, using: &rng)
        let label = "\(backend) seed \(seed) case \(index): \(fuzzCase.name.prefix(160))"
        var othersBefore: [String] = []
        for id in others { othersBefore.append(try await fingerprint(service, id)) }
        let bobBefore = try await fingerprint(service, bobID)
        let bobCheckIns = try await store.checkInCount(of: bobID)
        let bobHabits = try await store.habits(of: bobID, includeArchived: true).count

        let answer = try await bob.push(fuzzCase.entries)
        if verbose { print("\(label) → \(answer.status.code) (habits known: \(known.habits.count))") }
        #expect(fuzzCase.allowed.contains(Int(answer.status.code)), "\(label): \(answer.status.code) \(answer.text.prefix(300))")
        for (id, before) in zip(others, othersBefore) {
            #expect(try await fingerprint(service, id) == before, "\(label): another person's data changed")
        }
        if answer.status != .ok {
            #expect(try await fingerprint(service, bobID) == bobBefore, "\(label): a refused push changed Bob's data")
        } else if !fuzzCase.mayRemove {
            #expect(try await store.checkInCount(of: bobID) >= bobCheckIns, "\(label): check-ins were lost")
            #expect(try await store.habits(of: bobID, includeArchived: true).count >= bobHabits, "\(label): habits were lost")
        }
        // The account still syncs: an ordinary change, a pull, an empty push, a pushed-back page.
        let change = try await bob.send(.patch, "/api/v1/settings", #"{"weekStart": "\#(index % 2 == 0 ? "sun" : "mon")"}"#)
        #expect(change.status == .ok, "\(label): a settings change answered \(change.status.code) \(change.text.prefix(200))")
        let pulled = try await bob.pullAll()
        #expect(pulled.status == .ok, "\(label): the pull answered \(pulled.status.code)")
        let empty = try await bob.push([])
        #expect(empty.status == .ok, "\(label): an empty push answered \(empty.status.code) \(empty.text.prefix(200))")
        let back = try await bob.push(Array(pulled.entries.suffix(50)))
        #expect(back.status == .ok, "\(label): pushing back a pulled page answered \(back.status.code) \(back.text.prefix(200))")
        for id in [bobID] + others {
            let check = try await service.progressCheck(for: id)
            #expect(check.discrepancies.isEmpty, "\(label): person \(id)'s progress check: \(check.discrepancies.prefix(3))")
        }
        if known.habits.count < 3 { try await addHabit(bob, index: index) }
        known = try await knowledge(bob: bob, alice: alice)
    }

    static func userID(_ client: SyncFuzzClient) async throws -> UserID {
        let account = try await client.send(.get, "/api/v1/account")
        guard let id = (account.object["id"] as? NSNumber)?.int64Value else { throw SyncFuzzFailure("no account id: \(account.text)") }
        return UserID(id)
    }

    /// A category, three habits (one in the category) with a check-in each.
    static func populate(_ person: SyncFuzzClient) async throws {
        let category = try await person.send(.post, "/api/v1/categories", #"{"name": "Home"}"#)
        let categoryID = (category.object["id"] as? NSNumber)?.int64Value
        for (index, name) in ["Read", "Run", "Write"].enumerated() {
            let categoryPart = index == 0 ? categoryID.map { #", "categoryId": \#($0)"# } ?? "" : ""
            let habit = try await person.send(.post, "/api/v1/habits", #"{"name": "\#(name)", "startDate": "2026-06-01"\#(categoryPart)}"#)
            guard let id = (habit.object["id"] as? NSNumber)?.int64Value else { throw SyncFuzzFailure("habit: \(habit.text)") }
            _ = try await person.send(.post, "/api/v1/habits/\(id)/checkins", #"{"date": "2026-06-12"}"#)
        }
    }

    static func addHabit(_ person: SyncFuzzClient, index: Int) async throws {
        // Starting today: a habit started in the past would unmake past perfect days (outside sync).
        let habit = try await person.send(.post, "/api/v1/habits", #"{"name": "Habit \#(index)", "startDate": "2026-06-15"}"#)
        guard habit.status == .created else { throw SyncFuzzFailure("habit: \(habit.text)") }
    }

    /// What the next case may name: Bob's live habits and categories, Alice's ids.
    static func knowledge(bob: SyncFuzzClient, alice: SyncFuzzClient) async throws -> SyncFuzzCase.Known {
        let mine = try await bob.pullAll().entries
        let theirs = try await alice.pullAll().entries
        func live(_ entries: [SyncFuzzEntry], _ space: String) -> [(gid: String, name: String)] {
            entries.filter { $0.space == space && !$0.key.hasPrefix("preset_") }.compactMap { entry in
                guard let object = (try? JSONSerialization.jsonObject(with: Data(entry.value.utf8))) as? [String: Any],
                    object["deleted"] == nil, let fields = object["fields"] as? [String: [String: Any]], fields["merged"] == nil,
                    let nameText = fields["name"]?["v"] as? String,
                    let name = (try? JSONSerialization.jsonObject(with: Data(nameText.utf8), options: [.fragmentsAllowed])) as? String
                else { return nil }
                return (entry.key, name)
            }.sorted { $0.gid < $1.gid }
        }
        return SyncFuzzCase.Known(
            habits: live(mine, "habit"), categories: live(mine, "category").map(\.gid),
            foreignHabits: theirs.filter { $0.space == "habit" }.map(\.key),
            foreignCategories: theirs.filter { $0.space == "category" && !$0.key.hasPrefix("preset_") }.map(\.key),
            foreignCheckIns: theirs.filter { $0.space == "checkin" }.map(\.key))
    }

    /// A person's whole export (without its instant) and every sync record with its sequence.
    static func fingerprint(_ service: CadenceService, _ user: UserID) async throws -> String {
        let export = try await ExportService(service: service).exportJSON(for: user)
        var object = (try JSONSerialization.jsonObject(with: export)) as? [String: Any] ?? [:]
        object["exportedAt"] = nil
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        let records = try await service.store.syncRecords(of: user, spaces: spaces, after: 0, limit: 1_000_000)
        return String(decoding: data, as: UTF8.self) + records.map { "\n\($0.sequence) \($0.space) \($0.key) \($0.value)" }.joined()
    }
}

/// The server's clock, moved by hand: Monday 2026-06-15 10:00 UTC, one second per case.
final class FuzzClock: Sendable {
    private let instant = Mutex(Date(timeIntervalSince1970: 1_781_517_600))
    var now: Date { instant.withLock { $0 } }
    func advance(by seconds: TimeInterval) { instant.withLock { $0 = $0.addingTimeInterval(seconds) } }
    var environment: ServiceEnvironment { ServiceEnvironment(now: { [self] in now }) }
}
