import CadenceCore
import CadenceDelivery
import CadenceSQLite
import CadenceStorage
import Foundation
import Logging
import Synchronization

@testable import CadenceServices

/// A real SQLite file with one user in UTC, a hand-moved clock (Monday 2026-06-15 08:00:30 UTC
/// to start), and the delivery loop over it with the real HTTP sender.
final class DeliveryFixture: Sendable {
    let folder: URL
    let store: SQLiteStore
    let user: UserID
    private let clock: Mutex<Date>
    /// The receivers listen on 127.0.0.1, a private address: these tests opt in as an operator
    /// does with `CADENCE_NOTIFY_PRIVATE_NETWORKS=1` (docs/domain-rules.md §9 "Where Cadence sends").
    static let loopback = NotificationDestinationPolicy(allowsPrivateNetworks: true)
    static let sharedSender = HTTPNotificationSender(policy: loopback, timeout: .seconds(5))
    var sender: HTTPNotificationSender { Self.sharedSender }

    static let start = ISO8601DateFormatter().date(from: "2026-06-15T08:00:30Z") ?? Date()

    init() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-delivery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        store = try SQLiteStore(path: folder.appendingPathComponent("cadence.sqlite").path)
        clock = Mutex(Self.start)
        user = try await CadenceService(store: store, environment: .fixed(Self.start))
            .createUser(name: "alice", settings: UserSettings(timeZoneIdentifier: "UTC"))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var now: Date { clock.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        clock.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    var service: CadenceService {
        CadenceService(store: store, environment: ServiceEnvironment(now: { [self] in self.now }))
    }

    /// A second store on the same file: another server process.
    func secondProcess() throws -> CadenceService {
        let other = try SQLiteStore(path: folder.appendingPathComponent("cadence.sqlite").path)
        return CadenceService(store: other, environment: ServiceEnvironment(now: { [self] in self.now }))
    }

    func loop(_ service: CadenceService? = nil) -> ReminderDeliveryLoop {
        var logger = Logger(label: "delivery.tests")
        logger.logLevel = .critical
        return ReminderDeliveryLoop(service: service ?? self.service, sender: sender, baseURL: "https://cadence.example", logger: logger)
    }

    /// "Read", daily from 2026-06-01, with a reminder at `time` (UTC).
    @discardableResult
    func habit(_ name: String = "Read", at time: (Int, Int) = (8, 0)) async throws -> Habit {
        try await service.createHabit(
            HabitDraft(name: name, startDay: Day("2026-06-01"), reminders: [Reminder(hour: time.0, minute: time.1)]), for: user)
    }

    @discardableResult
    func channel(_ kind: NotificationChannel.Kind, _ receiver: HTTPReceiver, path: String = "/hook") async throws -> NotificationChannel {
        try await NotificationChannels(service: service, policy: Self.loopback).add(kind: kind, url: receiver.baseURL + path, for: user)
    }
}
