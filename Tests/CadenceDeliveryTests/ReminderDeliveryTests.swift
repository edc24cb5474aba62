import CadenceCore
import CadenceDelivery
import CadenceStorage
import Crypto
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §9 "Delivery", against real HTTP receivers on loopback: the webhook's
/// signed JSON, ntfy's and Apprise's shapes, exactly one delivery per firing (also with two
/// loops on one database), retries after a 503 and giving up after an hour, nothing after a
/// check-in that met the goal or for an archived habit, and catching up on the last hour only.
@Suite(.serialized) struct ReminderDeliveryTests {
    @Test func aWebhookGetsOneSignedDeliveryPerFiring() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        let habit = try await fixture.habit()
        let channel = try await fixture.channel(.webhook, receiver)
        let secret = try #require(channel.secret)
        #expect(secret.hasPrefix("whsec_"))

        let report = try await fixture.loop().tick()
        #expect(report.sent == 1)
        try await fixture.loop().tick()
        fixture.advance(by: 600)
        try await fixture.loop().tick()
        #expect(receiver.requests.count == 1, "one delivery per reminder and day")
        let request = try #require(receiver.requests.first)
        #expect(request.path == "/hook")
        let expected = "sha256=" + HexText.lowercase(HMAC<SHA256>.authenticationCode(for: request.body, using: SymmetricKey(data: Data(secret.utf8))))
        #expect(request.header("X-Cadence-Signature") == expected, "the signature verifies with the secret shown once")
        let reminderID = try #require(try await fixture.store.reminders(of: fixture.user, habit: habit.id).first?.id)
        #expect(request.header("Idempotency-Key") == "\(reminderID)-2026-06-15")
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(Set(body.keys) == ["habit", "day", "at", "message", "url"])
        #expect(body["day"] as? String == "2026-06-15" && body["at"] as? String == "2026-06-15T08:00:00Z")
        #expect(body["url"] as? String == "https://cadence.example/habits/\(habit.id)")
        #expect((body["habit"] as? [String: Any])?["name"] as? String == "Read")
        let log = try await NotificationChannels(service: fixture.service).log(for: fixture.user)
        #expect(log.map(\.status) == [.sent] && log.first?.attempts == 1)
    }

    @Test func ntfyAndAppriseGetTheirOwnShapes() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        try await fixture.habit("Lire 📚")
        try await fixture.channel(.ntfy, receiver, path: "/my-topic")
        try await fixture.channel(.apprise, receiver, path: "/notify/cadence")
        #expect(try await fixture.loop().tick().sent == 2)
        let ntfy = try #require(receiver.requests.first { $0.path == "/my-topic" })
        #expect(String(decoding: ntfy.body, as: UTF8.self) == "Time for Lire 📚 (08:00).")
        #expect(ntfy.header("Title") == "=?UTF-8?B?" + Data("Cadence: Lire 📚".utf8).base64EncodedString() + "?=")
        #expect(ntfy.header("Priority") == "default" && ntfy.header("Tags") == "bell")
        let apprise = try #require(receiver.requests.first { $0.path == "/notify/cadence" })
        let body = try #require(try JSONSerialization.jsonObject(with: apprise.body) as? [String: String])
        #expect(body == ["title": "Cadence: Lire 📚", "body": "Time for Lire 📚 (08:00).", "type": "info"])
    }

    @Test func aFailedDeliveryIsRetriedWithBackoffThenGivenUp() async throws {
        let flaky = HTTPReceiver(statuses: [503])
        try await flaky.start()
        defer { flaky.stop() }
        let fixture = try await DeliveryFixture()
        try await fixture.habit()
        try await fixture.channel(.webhook, flaky)
        #expect(try await fixture.loop().tick().retrying == 1)
        fixture.advance(by: 10)
        try await fixture.loop().tick()
        #expect(flaky.requests.count == 1, "not before its backoff (30 s)")
        fixture.advance(by: 25)
        #expect(try await fixture.loop().tick().sent == 1)
        #expect(flaky.requests.count == 2)
        #expect(try await fixture.store.deliveries(of: fixture.user, limit: 10).map(\.attempts) == [2])

        let down = HTTPReceiver(statuses: Array(repeating: 503, count: 100))
        try await down.start()
        defer { down.stop() }
        let other = try await DeliveryFixture()
        try await other.habit()
        try await other.channel(.webhook, down)
        for _ in 0..<40 {
            try await other.loop().tick()
            other.advance(by: 300)
        }
        let log = try await other.store.deliveries(of: other.user, limit: 10)
        #expect(log.map(\.status) == [.failed], "given up an hour after the firing")
        #expect(down.requests.count >= 5 && down.requests.count <= 15, "backoff, not a flood: \(down.requests.count)")
    }

    @Test func aMetGoalOrAnArchivedHabitSendsNothing() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        let read = try await fixture.habit("Read", at: (9, 0))
        let old = try await fixture.habit("Old", at: (8, 30))
        try await fixture.channel(.webhook, receiver)
        try await fixture.service.addCheckIn(to: read.id, for: fixture.user)
        _ = try await fixture.service.archiveHabit(old.id, for: fixture.user)
        fixture.advance(by: 3_600)
        try await fixture.loop().tick()
        #expect(receiver.requests.isEmpty)
        #expect(try await fixture.store.deliveries(of: fixture.user, limit: 10).isEmpty)
    }

    @Test func twoLoopsOnOneDatabaseDeliverEachFiringOnce() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        for (index, name) in ["A", "B", "C", "D", "E"].enumerated() { try await fixture.habit(name, at: (8, 10 + 10 * index)) }
        try await fixture.channel(.webhook, receiver)
        fixture.advance(by: 3_000)
        let first = fixture.loop()
        let second = fixture.loop(try fixture.secondProcess())
        async let one = first.tick()
        async let two = second.tick()
        let (a, b) = try await (one, two)
        #expect(a.sent + b.sent == 5)
        #expect(receiver.requests.count == 5)
        #expect(Set(receiver.requests.map { $0.header("Idempotency-Key") }).count == 5)
    }

    @Test func aLoopThatWasDownCatchesUpOnTheLastHourOnly() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        try await fixture.habit("Early", at: (5, 0))
        try await fixture.habit("Recent", at: (7, 45))
        try await fixture.channel(.webhook, receiver)
        try await fixture.store.advanceDeliveryWatermark(to: fixture.now.addingTimeInterval(-4 * 3_600))
        let report = try await fixture.loop().tick()
        #expect(report.sent == 1 && report.dropped == 1)
        let log = try await fixture.store.deliveries(of: fixture.user, limit: 10)
        #expect(log.map(\.firing.habitName) == ["Recent", "Early"] && log.map(\.status) == [.sent, .dropped])
        #expect(receiver.requests.count == 1)

        // Down for a month: a week of missed firings is logged, nothing older, nothing sent.
        let later = try await DeliveryFixture()
        try await later.habit("Early", at: (5, 0))
        try await later.channel(.webhook, receiver)
        try await later.store.advanceDeliveryWatermark(to: later.now.addingTimeInterval(-30 * 86_400))
        let month = try await later.loop().tick()
        #expect(month.dropped == 7 && month.sent == 0, "05:00 on June 9 … 15: \(month)")
        #expect(receiver.requests.count == 1)
    }

    @Test func channelsAreCheckedTestedAndOwned() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        let channels = NotificationChannels(service: fixture.service)
        for bad in ["ftp://example.org/x", "not a url", "http://user:pass@example.org/", "https://", String(repeating: "a", count: 3_000)] {
            let error = await #expect(throws: CadenceError.self) { try await channels.add(kind: .webhook, url: bad, for: fixture.user) }
            #expect(error?.code == .channelInvalid, "\(bad)")
        }
        let added = try await fixture.channel(.ntfy, receiver)
        await #expect(throws: CadenceError.self) { try await fixture.channel(.ntfy, receiver) }
        let results = try await channels.test(for: fixture.user, sender: fixture.sender)
        #expect(results.count == 1 && results.first?.1 == .delivered(status: 200))
        #expect(try await channels.test(for: fixture.user, sender: HTTPNotificationSender()).first?.1.summary == SendOutcome.notAllowed)
        let bob = try await fixture.service.createUser(name: "bob", settings: UserSettings(timeZoneIdentifier: "UTC"))
        await #expect(throws: CadenceError.self) { try await channels.delete(added.id, for: bob) }
        try await channels.delete(added.id, for: fixture.user)
        #expect(try await channels.list(for: fixture.user).isEmpty)
    }
}
