import CadenceCore
import CadenceDelivery
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md "§27 Nudges and partner news" and "§15 Web Push": a nudge reaches the
/// receiver's push subscription once, encrypted for the browser's keys (decrypted here as the
/// browser would), as a message of type `news` tagged with the news row.
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
}
