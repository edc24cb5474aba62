import CadenceCore
import CadenceDelivery
import CadenceStorage
import Foundation
import Logging
import Testing

@testable import CadenceServices

/// docs/domain-rules.md "§21 Outgoing events (webhooks)", on a real SQLite file and
/// real loopback receivers with a hand-moved clock (no sleeps): the Standard Webhooks signature
/// (the specification's published example), the back-off schedule, events queued in the write's
/// transaction (and none by a refused write), retries with the same `webhook-id`, and an
/// endpoint disabled after a day of failures.
@Suite(.serialized) struct WebhookDeliveryTests {
    static func loop(_ fixture: DeliveryFixture, sender: HTTPNotificationSender? = nil) -> WebhookDeliveryLoop {
        var logger = Logger(label: "webhook.tests")
        logger.logLevel = .critical
        return WebhookDeliveryLoop(service: fixture.service, sender: sender ?? fixture.sender, policy: WebhookPolicy(), logger: logger)
    }

    /// A refused connection is retried by the HTTP client until its deadline: a short one here.
    static let impatient = HTTPNotificationSender(policy: DeliveryFixture.loopback, timeout: .milliseconds(300))

    static func endpoint(_ fixture: DeliveryFixture, url: String, events: [String]) async throws -> WebhookEndpoint {
        try await Webhooks(service: fixture.service, policy: DeliveryFixture.loopback).add(url: url, events: events, for: fixture.user)
    }

    static func messages(_ fixture: DeliveryFixture, _ endpoint: WebhookEndpoint) async throws -> [WebhookMessage] {
        try await fixture.service.webhookDeliveries(of: endpoint.id, for: fixture.user, limit: 100)
    }

    @Test func theSignatureIsTheSpecificationsExample() {
        let signature = StandardWebhookSignature.sign(
            messageID: "msg_p5jXN8AQM9LWM0D4loKWxJek", timestamp: 1_614_265_330, body: Data(#"{"test": 2432232314}"#.utf8),
            secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")
        #expect(signature == "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")
        #expect(StandardWebhookSignature.sign(messageID: "m", timestamp: 1, body: Data(), secret: "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw") == nil)
        #expect(StandardWebhookSignature.sign(messageID: "m", timestamp: 1, body: Data(), secret: "whsec_") == nil)
        let secret = StandardWebhookSignature.newSecret()
        #expect(secret.hasPrefix("whsec_") && Data(base64Encoded: String(secret.dropFirst(6)))?.count == 32)
        #expect(StandardWebhookSignature.newSecret() != secret)
    }

    @Test func theBackOffDoublesFromItsBaseForADay() {
        let policy = WebhookPolicy()
        #expect((1...5).map(policy.delay(afterAttempt:)) == [5, 10, 20, 40, 80])
        #expect(policy.delay(afterAttempt: 13) == 20_480 && policy.delay(afterAttempt: 14) == WebhookPolicy.maximumDelay)
        #expect(policy.delay(afterAttempt: Int.max) == WebhookPolicy.maximumDelay && policy.delay(afterAttempt: 0) == 5)
        let queued = Date(timeIntervalSince1970: 1_780_000_000)
        #expect(policy.nextAttempt(afterAttempt: 1, at: queued, queuedAt: queued) == queued.addingTimeInterval(5))
        let late = queued.addingTimeInterval(86_400 - 4)
        #expect(policy.nextAttempt(afterAttempt: 1, at: late, queuedAt: queued) == nil, "past a day: failed for good")
        #expect(policy.nextAttempt(afterAttempt: 1, at: queued.addingTimeInterval(86_395), queuedAt: queued) != nil, "a day exactly")
        #expect(WebhookPolicy(environment: [WebhookPolicy.retryBaseVariable: "0.2"]).retryBase == 0.2)
        #expect(WebhookPolicy(environment: [WebhookPolicy.retryBaseVariable: "soon"]).retryBase == 5)
        #expect(WebhookPolicy(environment: [WebhookPolicy.retryBaseVariable: "0"]).retryBase == 0.01)
        #expect(WebhookPolicy(environment: [WebhookPolicy.retryBaseVariable: "1e9"]).retryBase == 3_600)
        #expect(WebhookPolicy(environment: [:]).retryBase == 5)
        #expect(WebhookDeliveryService.interval(environment: [WebhookDeliveryService.intervalVariable: "0.1"]) == .milliseconds(100))
        #expect(WebhookDeliveryService.interval(environment: [:]) == .seconds(2))
        #expect(!WebhookPolicy.disables(failingSince: queued, at: queued.addingTimeInterval(86_399)))
        #expect(WebhookPolicy.disables(failingSince: queued, at: queued.addingTimeInterval(86_400)))
    }

    @Test func eventsAreQueuedByTheWriteThatCausedThem() async throws {
        let fixture = try await DeliveryFixture()
        let all = WebhookEventType.allCases.map(\.rawValue)
        let hook = try await Self.endpoint(fixture, url: "http://127.0.0.1:9/all", events: all)
        let perfectOnly = try await Self.endpoint(fixture, url: "http://127.0.0.1:9/perfect", events: ["day.perfect"])
        let service = fixture.service
        let habit = try await service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-06-01")), for: fixture.user)
        let outcome = try await service.checkIn(to: habit.id, for: fixture.user)
        let entry = try #require(outcome.checkIns.first)
        let types = try await Self.messages(fixture, hook).reversed().map(\.type)
        #expect(types == ["habit.created", "checkin.created", "day.perfect", "day.completed"] || types.starts(with: ["habit.created"]))
        #expect(Set(types).isSuperset(of: ["habit.created", "checkin.created", "day.completed", "day.perfect"]), "\(types)")
        let created = try #require(try await Self.messages(fixture, hook).first { $0.type == "checkin.created" })
        let body = try #require(try JSONSerialization.jsonObject(with: Data(created.body.utf8)) as? [String: Any])
        #expect(Set(body.keys) == ["type", "timestamp", "data"] && body["type"] as? String == "checkin.created")
        #expect(body["timestamp"] as? String == "2026-06-15T08:00:30Z")
        let data = try #require(body["data"] as? [String: Any])
        #expect((data["entry"] as? [String: Any])?["id"] as? Int64 == entry.id, "the stored id of the check-in: \(created.body)")
        #expect((data["habit"] as? [String: Any])?["name"] as? String == "Read")
        let habitCreated = try #require(try await Self.messages(fixture, hook).first { $0.type == "habit.created" })
        #expect(habitCreated.body.contains("\"id\":\(habit.id)") && !habitCreated.body.contains(String(WebhookMessageDraft.insertedIDPlaceholder)))
        #expect(try await Self.messages(fixture, perfectOnly).map(\.type) == ["day.perfect"], "only what it subscribes to")
        let perfectID = try await Self.messages(fixture, perfectOnly).first?.messageID
        #expect(try await Self.messages(fixture, hook).first { $0.type == "day.perfect" }?.messageID == perfectID, "one id per event")

        let before = try await Self.messages(fixture, hook).count
        await #expect(throws: CadenceError.self) { try await service.addCheckIn(to: habit.id, for: fixture.user, on: Day("2026-07-01")) }
        await #expect(throws: CadenceError.self) { try await service.addCheckIn(to: habit.id + 99, for: fixture.user) }
        #expect(try await Self.messages(fixture, hook).count == before, "a refused write queues nothing")

        _ = try await service.undoCheckIn(of: habit.id, for: fixture.user)
        _ = try await service.archiveHabit(habit.id, for: fixture.user)
        let todo = try await service.addTodo(title: "Call", for: fixture.user)
        _ = try await service.completeTodo(todo.id, for: fixture.user)
        let water = try await service.addHealthEntry(type: .water, value: 250, for: fixture.user)
        let later = try await Self.messages(fixture, hook).map(\.type)
        for type in ["checkin.deleted", "habit.archived", "todo.completed", "health.logged"] {
            #expect(later.contains(type), "\(type) in \(later)")
        }
        let deleted = try #require(try await Self.messages(fixture, hook).first { $0.type == "checkin.deleted" })
        #expect(deleted.body.contains("\"data\":{\"date\":\"2026-06-15\",\"habitId\":\(habit.id),\"id\":\(entry.id)}"), "\(deleted.body)")
        let logged = try #require(try await Self.messages(fixture, hook).first { $0.type == "health.logged" })
        #expect(logged.body.contains("\"id\":\(water.id)"))
    }

    @Test func aFailedAttemptIsRetriedWithTheSameIDAndSignedAgain() async throws {
        let receiver = HTTPReceiver(statuses: [500, 503])
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        let hook = try await Self.endpoint(fixture, url: receiver.baseURL + "/in", events: ["habit.created"])
        _ = try await fixture.service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-06-01")), for: fixture.user)
        #expect(try await Self.loop(fixture).tick().retrying == 1)
        #expect(try await Self.loop(fixture).tick() == WebhookDeliveryLoop.Report(), "not due before its back-off")
        fixture.advance(by: 5)
        #expect(try await Self.loop(fixture).tick().retrying == 1)
        fixture.advance(by: 9)
        #expect(try await Self.loop(fixture).tick() == WebhookDeliveryLoop.Report(), "the second wait is 10 s")
        fixture.advance(by: 1)
        #expect(try await Self.loop(fixture).tick().delivered == 1)
        fixture.advance(by: 600)
        #expect(try await Self.loop(fixture).tick() == WebhookDeliveryLoop.Report(), "delivered once")
        let requests = receiver.requests
        #expect(requests.count == 3)
        #expect(Set(requests.compactMap { $0.header("webhook-id") }).count == 1, "the same webhook-id on every attempt")
        #expect(requests.map { $0.header("webhook-timestamp") } == ["1781510430", "1781510435", "1781510445"])
        for request in requests {
            let timestamp = try #require(Int64(request.header("webhook-timestamp") ?? ""))
            let expected = StandardWebhookSignature.sign(
                messageID: request.header("webhook-id") ?? "", timestamp: timestamp, body: request.body, secret: hook.secret)
            #expect(request.header("webhook-signature") == expected && request.header("content-type") == "application/json")
        }
        let log = try await Self.messages(fixture, hook)
        #expect(log.first?.status == .delivered && log.first?.attempts == 3 && log.first?.lastStatus == 200)
        #expect(try await fixture.service.webhookEndpoints(of: fixture.user).first?.failingSince == nil, "a success clears the failing state")
    }

    @Test func anEndpointFailingForADayIsDisabledWithANote() async throws {
        let fixture = try await DeliveryFixture()
        let hook = try await Self.endpoint(fixture, url: "http://127.0.0.1:9/down", events: ["habit.created", "habit.updated"])
        let habit = try await fixture.service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-06-01")), for: fixture.user)
        let start = fixture.now
        var passes = 0
        while try await fixture.service.webhookEndpoints(of: fixture.user).first?.isEnabled == true, passes < 40 {
            try await Self.loop(fixture, sender: Self.impatient).tick()
            #expect(try await fixture.service.webhookEndpoints(of: fixture.user).first?.failingSince == start)
            if passes == 21 {
                // The first event has failed for good (its retries end a day after it); a new one
                // is tried while the endpoint keeps failing.
                #expect(try await Self.messages(fixture, hook).map(\.status) == [.failed])
                let draft = HabitDraft(name: "Read more", startDay: Day("2026-06-01"))
                _ = try await fixture.service.updateHabit(habit.id, with: draft, for: fixture.user)
            }
            fixture.advance(by: 3_600)
            passes += 1
        }
        let endpoint = try #require(try await fixture.service.webhookEndpoints(of: fixture.user).first)
        #expect(!endpoint.isEnabled && passes == 25, "disabled at the first failure a day after the first: \(passes) passes")
        #expect(
            endpoint.disabledReason?.contains("a day of failed deliveries") == true && endpoint.disabledReason?.contains("could not connect") == true)
        let log = try await Self.messages(fixture, hook)
        #expect(log.allSatisfy { $0.status == .failed }, "nothing is left to send: \(log.map(\.status))")
        _ = try await fixture.service.archiveHabit(habit.id, for: fixture.user)
        #expect(try await Self.messages(fixture, hook).count == log.count, "a disabled endpoint gets no new events")
        #expect(try await Self.loop(fixture, sender: Self.impatient).tick() == WebhookDeliveryLoop.Report())
        await #expect(throws: CadenceError.self) { try await fixture.service.queueWebhookTest(hook.id, of: fixture.user) }
    }
}
