import CadenceCore
import CadenceDelivery
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §23 "Notifications": a reminder and partner news are worded in the
/// receiver's language setting (the habit's and the partner's names as they are), an account
/// that follows its browser gets English, and the webhook's JSON keys never change.
@Suite(.serialized) struct LocalizedNotificationTests {
    @Test func aGermanAccountsReminderIsGermanOnEveryChannel() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        try await fixture.service.updateSettings(of: fixture.user) { $0.locale = "de" }
        try await fixture.habit("Lesen 📚")
        try await fixture.channel(.ntfy, receiver, path: "/topic")
        try await fixture.channel(.webhook, receiver, path: "/hook")
        #expect(try await fixture.loop().tick().sent == 2)
        let ntfy = try #require(receiver.requests.first { $0.path == "/topic" })
        #expect(String(decoding: ntfy.body, as: UTF8.self) == "Zeit für Lesen 📚 (08:00).")
        let hook = try #require(receiver.requests.first { $0.path == "/hook" })
        let body = try #require(try JSONSerialization.jsonObject(with: hook.body) as? [String: Any])
        #expect(Set(body.keys) == ["habit", "day", "at", "message", "url"], "the keys are codes, never translated")
        #expect(body["message"] as? String == "Zeit für Lesen 📚 (08:00).")
    }

    @Test func anAccountWithoutALanguageSettingGetsEnglish() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        try await fixture.habit("Read")
        try await fixture.channel(.ntfy, receiver, path: "/topic")
        #expect(try await fixture.loop().tick().sent == 1)
        #expect(receiver.requests.map { String(decoding: $0.body, as: UTF8.self) } == ["Time for Read (08:00)."])
    }

    @Test func aNudgeToAJapaneseAccountIsJapanese() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        try await fixture.service.updateSettings(of: fixture.user) { $0.locale = "ja" }
        let pair = try await PartnerNewsDeliveryTests.pair(fixture)
        try await fixture.channel(.apprise, receiver, path: "/notify")
        try await fixture.service.nudge(partner: pair.bobSide.id, habit: pair.read.id, by: pair.bob)
        #expect(try await fixture.loop().tick().sent == 1)
        let request = try #require(receiver.requests.first)
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: String])
        #expect(body["title"] == "Cadence：ひと声")
        #expect(body["body"] == "bobさんがReadを応援しています。", "the partner's and the habit's names as they are")
    }
}
