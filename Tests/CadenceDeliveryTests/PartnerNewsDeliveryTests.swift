import CadenceCore
import CadenceDelivery
import CadenceStorage
import Crypto
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md "§27 Nudges and partner news", against a real webhook receiver on
/// loopback and a real SQLite file: a nudge reaches the partner's channel once, signed; a
/// second the same day is refused; the switches drop a kind; quiet hours hold news until they
/// end; a partner's completed shared habit and an overtaking in a challenge are news too.
@Suite(.serialized) struct PartnerNewsDeliveryTests {
    /// Alice (the fixture's user, UTC) and Bob (`zone`) as partners; Alice's "Read" shared with Bob.
    struct Pair {
        let bob: UserID
        let aliceSide: Partnership
        let bobSide: Partnership
        let read: Habit
    }

    static func pair(_ fixture: DeliveryFixture, bobZone: String = "Pacific/Kiritimati") async throws -> Pair {
        let service = fixture.service
        let bob = try await service.createUser(name: "bob", settings: UserSettings(timeZoneIdentifier: bobZone))
        let invite = try await service.createPartnerInvite(for: fixture.user)
        let bobSide = try await service.acceptPartnerInvite(code: invite.code, by: bob)
        let aliceSide = try #require(try await service.partners(of: fixture.user).first)
        let read = try await service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-06-01")), for: fixture.user)
        _ = try await service.shareHabit(read.id, withAll: true, partnerships: [], amounts: false, for: fixture.user)
        return Pair(bob: bob, aliceSide: aliceSide, bobSide: bobSide, read: read)
    }

    @Test func aNudgeReachesALoopbackWebhookOnce() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        let pair = try await Self.pair(fixture)
        let channel = try await fixture.channel(.webhook, receiver)
        let secret = try #require(channel.secret)

        let news = try await fixture.service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob)
        #expect(news.day == Day("2026-06-15"), "Alice's day")
        #expect(receiver.requests.isEmpty, "never sent from the request")
        await #expect(throws: CadenceError.self) {
            try await fixture.service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob)
        }
        #expect(try await fixture.loop().tick().sent == 1)
        try await fixture.loop().tick()
        #expect(receiver.requests.count == 1)
        let request = try #require(receiver.requests.first)
        let signature = HMAC<SHA256>.authenticationCode(for: request.body, using: SymmetricKey(data: Data(secret.utf8)))
        #expect(request.header("X-Cadence-Signature") == "sha256=" + HexText.lowercase(signature))
        #expect(request.header("Idempotency-Key")?.hasPrefix("news-") == true)
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(body["news"] as? String == "nudge" && body["from"] as? String == "bob" && body["day"] as? String == "2026-06-15")
        #expect((body["habit"] as? [String: Any])?["name"] as? String == "Read")
        #expect(body["url"] as? String == "https://cadence.example/partners")
        #expect(body["message"] as? String == "bob nudged you about Read.")
    }

    /// A habit not shared with the nudger, a stranger's partnership id, and one's own habit are
    /// all `notFound`, the same answer.
    @Test func aHabitNotSharedIsNotFoundAsForAStranger() async throws {
        let fixture = try await DeliveryFixture()
        let pair = try await Self.pair(fixture)
        let secret = try await fixture.service.createHabit(HabitDraft(name: "Secret", startDay: Day("2026-06-01")), for: fixture.user)
        for (partner, habit) in [(pair.bobSide.id, secret.id), (pair.bobSide.id + 99, pair.read.id), (pair.bobSide.id, 999_999)] {
            do {
                try await fixture.service.nudge(partner: partner, habit: habit, by: pair.bob)
                Issue.record("expected notFound")
            } catch let error as CadenceError {
                #expect(error.code == .notFound)
            }
        }
        _ = try await fixture.service.shareHabit(pair.read.id, withAll: false, partnerships: [], amounts: false, for: fixture.user)
        await #expect(throws: CadenceError.self) { try await fixture.service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob) }
    }

    /// Once a day by the receiver's day: Alice in UTC+14, Bob in UTC−11. Around Alice's midnight a
    /// minute apart both count; 13 hours later (Bob's day changed, Alice's not) it is refused.
    @Test func onceADayByTheReceiversDayInAFarZone() async throws {
        let fixture = try await DeliveryFixture()
        let service = fixture.service
        let pair = try await Self.pair(fixture, bobZone: "Pacific/Pago_Pago")
        _ = try await service.updateSettings(of: fixture.user) { $0.timeZoneIdentifier = "Pacific/Kiritimati" }
        fixture.advance(by: try Self.seconds(from: fixture.now, to: "2026-06-15T09:59:30Z"))
        #expect(try await service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob).day == Day("2026-06-15"))
        fixture.advance(by: 30)
        #expect(try await service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob).day == Day("2026-06-16"))
        fixture.advance(by: 13 * 3_600)
        await Self.expectAlreadySent { try await service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob) }
    }

    /// Berlin's 25-hour day (2026-10-25): a nudge at its first minute and one 24½ hours later are
    /// the same day; the next midnight starts a new one.
    @Test func onceADayOnADaylightSavingDay() async throws {
        let fixture = try await DeliveryFixture()
        let service = fixture.service
        let pair = try await Self.pair(fixture, bobZone: "UTC")
        _ = try await service.updateSettings(of: fixture.user) { $0.timeZoneIdentifier = "Europe/Berlin" }
        fixture.advance(by: try Self.seconds(from: fixture.now, to: "2026-10-24T22:00:00Z"))
        #expect(try await service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob).day == Day("2026-10-25"))
        fixture.advance(by: 24.5 * 3_600)
        await Self.expectAlreadySent { try await service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob) }
        fixture.advance(by: 0.5 * 3_600)
        #expect(try await service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob).day == Day("2026-10-26"))
    }

    /// Switched off, a nudge is accepted and dropped; inside quiet hours it waits and is sent
    /// when they end.
    @Test func switchesDropAndQuietHoursHold() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        let pair = try await Self.pair(fixture)
        try await fixture.channel(.webhook, receiver)
        try await fixture.service.updatePartnerNewsSettings(of: fixture.user) { $0.nudges = false }
        try await fixture.service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob)
        #expect(try await fixture.loop().tick().sent == 0)
        #expect(receiver.requests.isEmpty, "switched off")

        try await fixture.service.updatePartnerNewsSettings(of: fixture.user) {
            $0.nudges = true
            $0.quietStart = 8 * 60
            $0.quietEnd = 9 * 60
        }
        fixture.advance(by: 86_400)  // Tuesday 08:00:30 UTC: a new day, inside the quiet hours
        try await fixture.service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob)
        try await fixture.loop().tick()
        fixture.advance(by: 59 * 60)
        try await fixture.loop().tick()
        #expect(receiver.requests.isEmpty, "held through 08:59:30")
        fixture.advance(by: 30)
        #expect(try await fixture.loop().tick().sent == 1, "sent at 09:00")
        #expect(receiver.requests.count == 1)
    }

    /// Bob completes a habit he shares with Alice: her channel hears it. In a challenge both
    /// joined with no day done, Bob's first day passes Alice: "bob overtook you".
    @Test func aCompletedSharedHabitAndAnOvertakingAreNews() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        let service = fixture.service
        let pair = try await Self.pair(fixture, bobZone: "UTC")
        try await fixture.channel(.webhook, receiver)
        let walk = try await service.createHabit(HabitDraft(name: "Walk", startDay: Day("2026-06-01")), for: pair.bob)
        _ = try await service.shareHabit(walk.id, withAll: true, partnerships: [], amounts: false, for: pair.bob)
        _ = try await service.checkIn(to: walk.id, for: pair.bob)
        #expect(try await fixture.loop().tick().sent == 1)
        let completed = try #require(try receiver.requests.first.flatMap { try JSONSerialization.jsonObject(with: $0.body) as? [String: Any] })
        #expect(completed["news"] as? String == "partnerCompleted" && completed["message"] as? String == "Your partner bob completed Walk.")

        let today = try #require(Day("2026-06-15"))
        let board = try await service.createChallenge(
            name: "June", habit: HabitDraft(name: "Stretch"), start: today.adding(days: -1), end: today.adding(days: 10),
            invite: [pair.aliceSide.id], for: fixture.user)
        _ = try await service.joinChallenge(board.challenge.id, habit: nil, for: pair.bob)
        let stretch = try #require(try await service.habits(of: pair.bob).first { $0.name == "Stretch" })
        _ = try await service.checkIn(to: stretch.id, for: pair.bob)
        #expect(try await fixture.loop().tick().sent == 1)
        let overtaken = try #require(try receiver.requests.last.flatMap { try JSONSerialization.jsonObject(with: $0.body) as? [String: Any] })
        #expect(overtaken["news"] as? String == "overtaken" && overtaken["message"] as? String == "bob overtook you in the challenge June.")
    }

    static func seconds(from now: Date, to text: String) throws -> TimeInterval {
        try #require(ISO8601DateFormatter().date(from: text)).timeIntervalSince(now)
    }

    static func expectAlreadySent(_ body: () async throws -> Void) async {
        do {
            try await body()
            Issue.record("expected nudgeAlreadySent")
        } catch let error as CadenceError {
            #expect(error.code == .nudgeAlreadySent)
        } catch {
            Issue.record("expected nudgeAlreadySent, got \(error)")
        }
    }
}
