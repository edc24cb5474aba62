import CadenceCore
import CadenceDelivery
import CadenceStorage
import Crypto
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md "§15 Web Push", against a loopback receiver as the push service:
/// a due reminder reaches every push subscription besides the channels, once, encrypted for the
/// browser's keys (decrypted here as the browser would); 410 removes the subscription; a 503 is
/// retried under the delivery log's rules; the endpoint follows the destination rules.
@Suite(.serialized) struct PushDeliveryTests {
    /// A browser: its key pair and auth secret.
    struct Browser {
        let key = P256.KeyAgreement.PrivateKey()
        let auth = SymmetricKey(size: .bits128).withUnsafeBytes { Data($0) }
        var p256dh: String { Base64URL.encode(key.publicKey.x963Representation) }

        /// RFC 8291 decryption of one aes128gcm record, as a browser does it.
        func decrypt(_ body: Data) throws -> Data {
            let salt = body.prefix(16)
            let idLength = Int(body[body.startIndex + 20])
            let serverKey = try P256.KeyAgreement.PublicKey(x963Representation: body.dropFirst(21).prefix(idLength))
            let shared = try key.sharedSecretFromKeyAgreement(with: serverKey)
            let info = Data("WebPush: info".utf8) + [0] + key.publicKey.x963Representation + serverKey.x963Representation
            let ikm = shared.hkdfDerivedSymmetricKey(using: SHA256.self, salt: auth, sharedInfo: info, outputByteCount: 32)
            let prk = HKDF<SHA256>.extract(inputKeyMaterial: ikm, salt: salt)
            let cek = HKDF<SHA256>.expand(pseudoRandomKey: prk, info: Data("Content-Encoding: aes128gcm".utf8) + [0], outputByteCount: 16)
            let nonce = HKDF<SHA256>.expand(pseudoRandomKey: prk, info: Data("Content-Encoding: nonce".utf8) + [0], outputByteCount: 12)
            let record = body.dropFirst(21 + idLength)
            let box = try AES.GCM.SealedBox(
                nonce: AES.GCM.Nonce(data: nonce.withUnsafeBytes { Data($0) }), ciphertext: record.dropLast(16), tag: record.suffix(16))
            let plain = try AES.GCM.open(box, using: cek)
            #expect(plain.last == 2, "the last record's delimiter")
            return plain.dropLast()
        }
    }

    func subscribe(_ fixture: DeliveryFixture, _ receiver: HTTPReceiver, _ browser: Browser, path: String = "/push/abc") async throws
        -> PushSubscription
    {
        try await PushSubscriptions(service: fixture.service, policy: DeliveryFixture.loopback, contact: "mailto:ops@example.org").add(
            endpoint: receiver.baseURL + path, p256dh: browser.p256dh, auth: Base64URL.encode(browser.auth),
            userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36", for: fixture.user)
    }

    @Test func aDueReminderReachesEachSubscriptionOnceBesidesTheChannels() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        let habit = try await fixture.service.createHabit(
            HabitDraft(name: "Water", icon: "💧", startDay: Day("2026-06-01"), reminders: [Reminder(hour: 8, minute: 0)]), for: fixture.user)
        let browser = Browser()
        let subscription = try await subscribe(fixture, receiver, browser)
        #expect(subscription.device == "Chrome on Android phone")
        try await fixture.channel(.ntfy, receiver, path: "/topic")
        let loop = ReminderDeliveryLoop(
            service: fixture.service, sender: fixture.sender, pushContact: "mailto:ops@example.org", logger: .init(label: "push.tests"))
        #expect(try await loop.tick().sent == 2)
        try await loop.tick()
        fixture.advance(by: 600)
        try await loop.tick()
        let pushes = receiver.requests.filter { $0.path == "/push/abc" }
        #expect(pushes.count == 1 && receiver.requests.count == 2, "once per destination")
        let push = try #require(pushes.first)
        #expect(push.header("Content-Encoding") == "aes128gcm" && push.header("TTL") == "3600" && push.header("Urgency") == "high")
        let key = try await PushSubscriptions(service: fixture.service, contact: nil).publicKey()
        #expect(push.header("Authorization")?.hasPrefix("vapid t=") == true && push.header("Authorization")?.hasSuffix(",k=\(key)") == true)
        let payload = try #require(try JSONSerialization.jsonObject(with: browser.decrypt(push.body)) as? [String: Any])
        #expect(payload["type"] as? String == "reminder" && payload["day"] as? String == "2026-06-15" && payload["url"] as? String == "/today")
        #expect(payload["title"] as? String == "Cadence: Water" && payload["icon"] as? String == "💧")
        #expect((payload["habit"] as? [String: Any])?["id"] as? Int64 == habit.id)
        let log = try await fixture.service.deliveries(of: fixture.user, limit: 10)
        #expect(Set(log.map(\.channelID)).contains(subscription.id) && log.allSatisfy { $0.status == .sent })
    }

    @Test func goneRemovesTheSubscriptionAndA503IsRetried() async throws {
        let gone = HTTPReceiver(statuses: [410])
        try await gone.start()
        defer { gone.stop() }
        let flaky = HTTPReceiver(statuses: [503])
        try await flaky.start()
        defer { flaky.stop() }
        let fixture = try await DeliveryFixture()
        try await fixture.habit()
        _ = try await subscribe(fixture, gone, Browser())
        let kept = try await subscribe(fixture, flaky, Browser(), path: "/push/flaky")
        let report = try await fixture.loop().tick()
        #expect(report.failed == 1 && report.retrying == 1)
        #expect(try await fixture.service.pushSubscriptions(of: fixture.user).map(\.id) == [kept.id], "410 removed it")
        fixture.advance(by: 31)
        #expect(try await fixture.loop().tick().sent == 1)
        #expect(flaky.requests.count == 2 && gone.requests.count == 1)
        #expect(try await fixture.service.deliveries(of: fixture.user, limit: 10).map(\.attempts) == [2])
    }

    @Test func aTestMessageSaysHowItWent() async throws {
        let receiver = HTTPReceiver(statuses: [201, 404])
        try await receiver.start()
        defer { receiver.stop() }
        let fixture = try await DeliveryFixture()
        let browser = Browser()
        let subscription = try await subscribe(fixture, receiver, browser)
        let push = PushSubscriptions(service: fixture.service, policy: DeliveryFixture.loopback, contact: nil)
        #expect(try await push.test(subscription.id, for: fixture.user, sender: fixture.sender) == .delivered(status: 201))
        let payload = try #require(try JSONSerialization.jsonObject(with: browser.decrypt(receiver.requests[0].body)) as? [String: Any])
        #expect(payload["type"] as? String == "test" && payload["habit"] is NSNull)
        #expect(try await push.test(subscription.id, for: fixture.user, sender: fixture.sender).summary == PushSubscriptions.expired)
        #expect(try await push.list(for: fixture.user).isEmpty, "404: removed")
        await #expect(throws: CadenceError.self) { try await push.test(subscription.id, for: fixture.user, sender: fixture.sender) }
    }

    @Test func endpointsAndKeysAreChecked() async throws {
        let fixture = try await DeliveryFixture()
        let strict = PushSubscriptions(service: fixture.service, contact: nil)
        let browser = Browser()
        let auth = Base64URL.encode(browser.auth)
        func field(_ endpoint: String, _ p256dh: String, _ auth: String, _ push: PushSubscriptions) async -> String? {
            do {
                _ = try await push.add(endpoint: endpoint, p256dh: p256dh, auth: auth, userAgent: "", for: fixture.user)
                return nil
            } catch let error as CadenceError {
                return error.field
            } catch {
                return "?"
            }
        }
        #expect(await field("https://127.0.0.1/push", browser.p256dh, auth, strict) == "endpoint", "private, not opted in")
        #expect(await field("http://push.example.net/x", browser.p256dh, auth, strict) == "endpoint", "https only")
        #expect(await field("ftp://push.example.net/x", browser.p256dh, auth, strict) == "endpoint")
        #expect(await field("https://push.example.net/x", "BAAA", auth, strict) == "keys.p256dh")
        #expect(
            await field("https://push.example.net/x", Base64URL.encode(Data([4] + Array(repeating: 1, count: 64))), auth, strict) == "keys.p256dh")
        #expect(await field("https://push.example.net/x", browser.p256dh, "AAAA", strict) == "keys.auth")
        #expect(await field("https://push.example.net/x", browser.p256dh, "!!!", strict) == "keys.auth")
        let optedIn = PushSubscriptions(service: fixture.service, policy: DeliveryFixture.loopback, contact: nil)
        #expect(await field("http://127.0.0.1:9/push", browser.p256dh, auth, optedIn) == nil, "the operator's opt-in")
        #expect(try await fixture.service.pushSubscriptions(of: fixture.user).count == 1)
    }
}
