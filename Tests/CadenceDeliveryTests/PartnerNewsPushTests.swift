import CadenceCore
import CadenceDelivery
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md "§27 Nudges and partner news" and "§15 Web Push": a nudge reaches the
/// receiver's push subscription once, encrypted for the browser's keys (decrypted here as the
/// browser would), as a message of type `news` tagged with the news row; news held through quiet
/// hours keeps its hour of retries after them.
@Suite(.serialized) struct PartnerNewsPushTests {
    @Test func aNudgeReachesAPushSubscriptionOnce() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        let pair = try await PartnerNewsDeliveryTests.pair(fixture)
        let browser = PushDeliveryTests.Browser()
        _ = try await PushDeliveryTests().subscribe(fixture, receiver, browser)
        try await fixture.service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob)
        #expect(try await fixture.loop().tick().sent == 1)
        try await fixture.loop().tick()
        #expect(receiver.requests.count == 1, "once")
        let push = try #require(receiver.requests.first)
        #expect(push.header("Content-Encoding") == "aes128gcm")
        let payload = try #require(try JSONSerialization.jsonObject(with: browser.decrypt(push.body)) as? [String: Any])
        #expect(payload["type"] as? String == "news" && payload["title"] as? String == "Cadence: a nudge")
        #expect(payload["body"] as? String == "bob nudged you about Read." && payload["day"] as? String == "2026-06-15")
        #expect((payload["tag"] as? String)?.hasPrefix("cadence-news-") == true)
        #expect(payload["url"] as? String == "https://cadence.example/partners")
        #expect((payload["habit"] as? [String: Any])?["id"] as? Int64 == pair.read.id)
    }

    /// News held through long quiet hours (08:00–12:00) still gets its hour of retries after them:
    /// the first attempt at 12:00 fails (503), the one a minute later is delivered.
    @Test func newsHeldThroughQuietHoursIsRetriedAfterThem() async throws {
        let flaky = HTTPReceiver(statuses: [503])
        try await flaky.start()
        defer { flaky.stop() }
        let fixture = try await DeliveryFixture()
        let pair = try await PartnerNewsDeliveryTests.pair(fixture)
        try await fixture.channel(.webhook, flaky)
        try await fixture.service.updatePartnerNewsSettings(of: fixture.user) {
            $0.quietStart = 8 * 60
            $0.quietEnd = 12 * 60
        }
        try await fixture.service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob)
        try await fixture.loop().tick()
        #expect(flaky.requests.isEmpty, "held")
        fixture.advance(by: 4 * 3_600 - 30)
        #expect(try await fixture.loop().tick().sent == 0)
        #expect(flaky.requests.count == 1, "tried at 12:00 and refused")
        fixture.advance(by: 60)
        #expect(try await fixture.loop().tick().sent == 1)
        #expect(flaky.requests.count == 2)
    }
}
