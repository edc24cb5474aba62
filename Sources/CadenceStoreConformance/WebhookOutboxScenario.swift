import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// docs/domain-rules.md "§21 Outgoing events (webhooks)" through the service on any
/// backend (SQLite and PostgreSQL run it): the events a check-in queues in its own transaction
/// (with the check-in's stored id), only for the endpoints that subscribe, none for a refused
/// write, none for a disabled endpoint; the back-off's retry claimed when due through the ledger;
/// another person's endpoint not found.
public enum WebhookOutboxScenario {
    public static func run(on store: any CadenceStore) async throws {
        let start = Date(timeIntervalSince1970: 1_781_510_430)  // 2026-06-15T08:00:30Z
        let service = CadenceService(store: store, environment: .fixed(start))
        let alice = try await service.createUser(name: "alice", settings: UserSettings(timeZoneIdentifier: "UTC"))
        let bob = try await service.createUser(name: "bob", settings: UserSettings(timeZoneIdentifier: "UTC"))
        let all = try await service.addWebhookEndpoint(
            url: "https://example.org/all", events: WebhookEventType.allCases, secret: "whsec_c2VjcmV0", for: alice)
        let perfect = try await service.addWebhookEndpoint(
            url: "https://example.org/perfect", events: [.dayPerfect], secret: "whsec_c2VjcmV0", for: alice)
        let habit = try await service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-06-01")), for: alice)
        let entry = try #require(try await service.checkIn(to: habit.id, for: alice).checkIns.first)
        let queued = try await service.webhookDeliveries(of: all.id, for: alice, limit: 50)
        #expect(
            Set(queued.map(\.type)) == ["habit.created", "checkin.created", "day.completed", "day.perfect", "achievement.unlocked"],
            "\(queued.map(\.type))")
        let created = try #require(queued.first { $0.type == "checkin.created" })
        #expect(created.body.contains("\"id\":\(entry.id)") && created.body.hasPrefix("{\"data\":"), "\(created.body)")
        #expect(created.status == .pending && created.nextAttemptAt == start && created.attempts == 0)
        #expect(try await service.webhookDeliveries(of: perfect.id, for: alice, limit: 50).map(\.type) == ["day.perfect"])

        await #expect(throws: CadenceError.self) { try await service.addCheckIn(to: habit.id, for: alice, on: Day("2026-07-01")) }
        #expect(try await service.webhookDeliveries(of: all.id, for: alice, limit: 50).count == queued.count, "a refused write queues none")
        await #expect(throws: CadenceError.self) { try await service.webhookDeliveries(of: all.id, for: bob, limit: 50) }
        await #expect(throws: CadenceError.self) { try await service.deleteWebhookEndpoint(all.id, of: bob) }

        let ledger = service.webhookLedger
        let claimed = try await ledger.claim(at: start, limit: 100)
        #expect(claimed.count == queued.count + 1, "every queued message, once")
        let first = try #require(claimed.first)
        let retry = start.addingTimeInterval(WebhookPolicy().delay(afterAttempt: 1))
        try await ledger.finish(
            first.message.id,
            result: WebhookAttemptResult(status: .pending, attempts: 1, nextAttemptAt: retry, lastStatus: 503, lastError: "HTTP 503"),
            at: start)
        #expect(try await ledger.claim(at: retry.addingTimeInterval(-0.5), limit: 100).isEmpty, "not before its back-off")
        #expect(try await ledger.claim(at: retry, limit: 100).map(\.message.id) == [first.message.id])

        try await ledger.setHealth(of: all.id, failingSince: start, disabledAt: retry, reason: "disabled after a day of failed deliveries")
        _ = try await service.archiveHabit(habit.id, for: alice)
        #expect(try await service.webhookDeliveries(of: all.id, for: alice, limit: 50).allSatisfy { $0.type != "habit.archived" })
        #expect(try await service.webhookEndpoints(of: alice).first { $0.id == all.id }?.isEnabled == false)
        await #expect(throws: CadenceError.self) { try await service.queueWebhookTest(all.id, of: alice) }
        let test = try await service.queueWebhookTest(perfect.id, of: alice)
        #expect(try await service.webhookDeliveries(of: perfect.id, for: alice, limit: 1).first?.messageID == test.messageID)
    }
}
