import CadenceCore
import CadenceStorage
import Foundation
import Testing

// MARK: - Webhooks (docs/domain-rules.md "§21 Outgoing events (webhooks)")

extension StoreConformance {
    static let webhookChecks: [Check] = [
        Check("webhookEndpointsArePerPersonAndCapped", run: webhookEndpointsArePerPersonAndCapped),
        Check("webhookOutboxIsWrittenWithTheWrite", run: webhookOutboxIsWrittenWithTheWrite),
        Check("webhookMessagesAreClaimedWithALease", run: webhookMessagesAreClaimedWithALease),
    ]

    static func webhookEndpoint(_ path: String, events: [WebhookEventType] = [.checkinCreated]) -> WebhookEndpoint {
        WebhookEndpoint(url: "http://127.0.0.1/\(path)", events: events, secret: "whsec_c2VjcmV0", createdAt: instant)
    }

    /// An endpoint keeps its URL, events (in order) and secret; a person has at most 10
    /// (`webhookLimitReached` for the 11th, another person's count apart); deleting answers
    /// whether it was the person's.
    public static func webhookEndpointsArePerPersonAndCapped(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let first = try await store.insertWebhookEndpoint(webhookEndpoint("a", events: [.dayPerfect, .checkinCreated]), for: alice)
        #expect(first.id > 0)
        #expect(try await store.webhookEndpoints(of: alice) == [first])
        #expect(try await store.webhookEndpoints(of: alice).first?.events == [.dayPerfect, .checkinCreated])
        for index in 1..<WebhookPolicy.maximumEndpoints {
            _ = try await store.insertWebhookEndpoint(webhookEndpoint("a\(index)"), for: alice)
        }
        do {
            _ = try await store.insertWebhookEndpoint(webhookEndpoint("eleventh"), for: alice)
            Issue.record("an 11th endpoint was stored")
        } catch let error as CadenceError {
            #expect(error.code == .webhookLimitReached)
        }
        #expect(try await store.webhookEndpoints(of: alice).count == WebhookPolicy.maximumEndpoints)
        let bobs = try await store.insertWebhookEndpoint(webhookEndpoint("b"), for: bob)
        #expect(try await !store.deleteWebhookEndpoint(bobs.id, of: alice), "not Alice's")
        #expect(try await store.deleteWebhookEndpoint(first.id, of: alice))
        #expect(try await !store.deleteWebhookEndpoint(first.id, of: alice))
        #expect(try await store.webhookEndpoints(of: bob) == [bobs])
    }

    /// A message is stored by the batch that queues it, with the id of the row the batch inserted
    /// in its body; a batch that fails stores none; another person's or a disabled endpoint gets
    /// none; the same message id twice is stored once.
    public static func webhookOutboxIsWrittenWithTheWrite(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let habit = try #require(try await insertHabits([habit("Read")], for: alice, in: store).first)
        let hook = try await store.insertWebhookEndpoint(webhookEndpoint("a"), for: alice)
        let bobs = try await store.insertWebhookEndpoint(webhookEndpoint("b"), for: bob)
        let placeholder = String(WebhookMessageDraft.insertedIDPlaceholder)
        let draft = WebhookMessageDraft(
            endpointID: hook.id, messageID: "msg_1", type: "checkin.created", body: "{\"id\":\(placeholder)}", insertedIndex: 0)
        let checkIn = CheckIn(id: 0, habitID: habit, day: firstDay, at: instant, amount: 1)
        let ids = try await store.apply([.insertCheckIn(checkIn), .enqueueWebhookMessage(draft)], for: alice, at: instant)
        let stored = try await store.webhookMessages(of: hook.id, user: alice, limit: 10)
        #expect(stored.map(\.body) == ["{\"id\":\(try #require(ids.first))}"])
        #expect(stored.first?.status == .pending && stored.first?.attempts == 0 && stored.first?.nextAttemptAt == instant)
        #expect(stored.first?.messageID == "msg_1" && stored.first?.type == "checkin.created")

        var failing = draft
        failing.messageID = "msg_2"
        let revision = try await store.dataRevision(of: alice)
        await #expect(throws: CadenceError.self) {
            try await store.apply(
                [.requireRevision(revision - 1), .insertCheckIn(checkIn), .enqueueWebhookMessage(failing)], for: alice, at: instant)
        }
        var foreign = failing
        foreign.endpointID = bobs.id
        _ = try await store.apply([.enqueueWebhookMessage(foreign), .enqueueWebhookMessage(draft)], for: alice, at: instant)
        #expect(try await store.webhookMessages(of: hook.id, user: alice, limit: 10).map(\.messageID) == ["msg_1"])
        #expect(try await store.webhookMessages(of: bobs.id, user: bob, limit: 10).isEmpty, "not queued to another person")
        #expect(try await store.webhookMessages(of: hook.id, user: bob, limit: 10).isEmpty, "not shown to another person")
        try await store.setWebhookEndpointHealth(hook.id, failingSince: instant, disabledAt: laterInstant, reason: "down")
        _ = try await store.apply([.enqueueWebhookMessage(failing)], for: alice, at: laterInstant)
        let after = try await store.webhookMessages(of: hook.id, user: alice, limit: 10)
        #expect(after.map(\.messageID) == ["msg_1"], "a disabled endpoint gets nothing")
        #expect(after.first?.status == .failed, "its pending messages failed")
        #expect(try await store.webhookEndpoints(of: alice).first?.disabledReason == "down")
        #expect(try await store.webhookEndpoints(of: alice).first?.disabledAt == laterInstant)
    }

    /// A due message is claimed by one caller and leased for `WebhookPolicy.lease`; a retry is
    /// claimed when due; a delivered or failed one never again; the log is the latest first.
    public static func webhookMessagesAreClaimedWithALease(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let hook = try await store.insertWebhookEndpoint(webhookEndpoint("a"), for: alice)
        for index in 1...3 {
            let draft = WebhookMessageDraft(endpointID: hook.id, messageID: "msg_\(index)", type: "day.perfect", body: "{}")
            _ = try await store.apply([.enqueueWebhookMessage(draft)], for: alice, at: instant)
        }
        #expect(try await store.claimWebhookMessages(at: instant.addingTimeInterval(-1), limit: 10).isEmpty, "not due yet")
        let claimed = try await store.claimWebhookMessages(at: instant, limit: 2)
        #expect(claimed.map(\.message.messageID) == ["msg_1", "msg_2"])
        #expect(claimed.first?.endpoint == hook)
        #expect(try await store.claimWebhookMessages(at: instant, limit: 10).map(\.message.messageID) == ["msg_3"])
        #expect(try await store.claimWebhookMessages(at: instant.addingTimeInterval(1), limit: 10).isEmpty, "leased")
        let retryAt = instant.addingTimeInterval(10)
        let first = try #require(claimed.first?.message)
        try await store.finishWebhookMessage(
            first.id, result: WebhookAttemptResult(status: .pending, attempts: 1, nextAttemptAt: retryAt, lastStatus: 500, lastError: "HTTP 500"),
            at: instant)
        let second = try #require(claimed.last?.message)
        try await store.finishWebhookMessage(
            second.id, result: WebhookAttemptResult(status: .delivered, attempts: 1, nextAttemptAt: nil, lastStatus: 204, lastError: nil),
            at: instant)
        #expect(try await store.claimWebhookMessages(at: retryAt, limit: 10).map(\.message.messageID) == ["msg_1"])
        let expired = instant.addingTimeInterval(WebhookPolicy.lease + 1)
        #expect(try await store.claimWebhookMessages(at: expired, limit: 10).map(\.message.messageID) == ["msg_3"], "lease over")
        let log = try await store.webhookMessages(of: hook.id, user: alice, limit: 10)
        #expect(log.map(\.messageID) == ["msg_3", "msg_2", "msg_1"])
        #expect(log[1].status == .delivered && log[1].lastStatus == 204 && log[1].lastAttemptAt == instant)
        #expect(log[2].attempts == 1 && log[2].lastError == "HTTP 500")
        #expect(try await store.webhookMessages(of: hook.id, user: alice, limit: 1).count == 1)
    }
}
