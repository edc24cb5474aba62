import CadenceCore
import CadenceDelivery
import Crypto
import Foundation
import Testing

/// docs/domain-rules.md "§15 Web Push": RFC 8291's encryption reproduces the RFC's own
/// example (Appendix A) byte for byte with its fixed keys and salt, and the VAPID JWT (RFC 8292)
/// has the header, claims and an ES256 signature that verifies with the public key.
@Suite struct WebPushCryptoTests {
    static func bytes(_ text: String) throws -> Data { try #require(Base64URL.decode(text)) }

    @Test func rfc8291AppendixAIsReproduced() throws {
        let serverKey = try P256.KeyAgreement.PrivateKey(rawRepresentation: Self.bytes("yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"))
        #expect(
            Base64URL.encode(serverKey.publicKey.x963Representation)
                == "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8")
        let body = try WebPushEncryption.encrypt(
            Data("When I grow up, I want to be a watermelon".utf8),
            p256dh: Self.bytes("BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"),
            auth: Self.bytes("BTBZMqHH6r4Tts7J_aSIgg"), salt: Self.bytes("DGv6ra1nlYgDCS1FRnbzlw"), serverKey: serverKey)
        #expect(
            Base64URL.encode(body)
                == "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_"
                + "yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN"
        )
        #expect(body.count == 86 + 41 + 1 + 16, "the 86-byte header, the text, its delimiter and the tag")
    }

    @Test func badKeysAndLongTextsAreRefused() throws {
        let browser = P256.KeyAgreement.PrivateKey().publicKey.x963Representation
        #expect(throws: WebPushEncryption.Failure.invalidKeys) {
            try WebPushEncryption.encrypt(Data("x".utf8), p256dh: Data(repeating: 4, count: 65), auth: Data(count: 16))
        }
        #expect(throws: WebPushEncryption.Failure.invalidKeys) {
            try WebPushEncryption.encrypt(Data("x".utf8), p256dh: browser, auth: Data(count: 15))
        }
        #expect(throws: WebPushEncryption.Failure.tooLong) {
            try WebPushEncryption.encrypt(Data(count: WebPushEncryption.maximumPlaintext + 1), p256dh: browser, auth: Data(count: 16))
        }
        let longest = try WebPushEncryption.encrypt(Data(count: WebPushEncryption.maximumPlaintext), p256dh: browser, auth: Data(count: 16))
        #expect(longest.count == 86 + 4_096, "one full record")
        #expect(WebPushEncryption.isValidPublicKey(browser) && !WebPushEncryption.isValidPublicKey(Data(repeating: 4, count: 65)))
    }

    @Test func theVAPIDTokenIsAnES256JWTForTheEndpointsOrigin() throws {
        let keys = VAPID.newKey(at: Date(timeIntervalSince1970: 1_000_000))
        let vapid = try #require(VAPID(keys: keys, contact: "mailto:ops@example.org"))
        #expect(vapid.publicKey == keys.publicKey)
        #expect(try Self.bytes(keys.publicKey).count == 65)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let header = try #require(vapid.authorization(endpoint: "https://Push.Example.net:8443/wpush/v2/abc?x=1", now: now))
        let parts = header.split(separator: " ")
        #expect(parts.count == 2 && parts[0] == "vapid")
        let parameters = parts[1].split(separator: ",")
        #expect(parameters.count == 2 && parameters[0].hasPrefix("t=") && parameters[1] == "k=\(keys.publicKey)"[...])
        let jwt = String(parameters[0].dropFirst(2))
        let pieces = jwt.split(separator: ".").map(String.init)
        #expect(pieces.count == 3)
        let head = try #require(try JSONSerialization.jsonObject(with: Self.bytes(pieces[0])) as? [String: String])
        #expect(head == ["typ": "JWT", "alg": "ES256"])
        let claims = try #require(try JSONSerialization.jsonObject(with: Self.bytes(pieces[1])) as? [String: Any])
        #expect(claims["aud"] as? String == "https://push.example.net:8443")
        #expect(claims["sub"] as? String == "mailto:ops@example.org")
        let exp = try #require(claims["exp"] as? Int)
        #expect(exp > 1_700_000_000 && exp <= 1_700_000_000 + 86_400, "exp is at most 24 hours ahead")
        let publicKey = try P256.Signing.PublicKey(x963Representation: Self.bytes(keys.publicKey))
        let signature = try P256.Signing.ECDSASignature(rawRepresentation: Self.bytes(pieces[2]))
        #expect(publicKey.isValidSignature(signature, for: Data("\(pieces[0]).\(pieces[1])".utf8)))
        let anonymous = try #require(VAPID(keys: keys, contact: nil))
        let bare = anonymous.token(audience: "https://a.example", now: now).split(separator: ".").map(String.init)
        let bareClaims = try #require(try JSONSerialization.jsonObject(with: Self.bytes(bare[1])) as? [String: Any])
        #expect(bareClaims["sub"] == nil, "no contact, no sub")
    }

    @Test func theContactIsAMailtoOrHttpsURI() throws {
        #expect(try VAPID.contact(fromEnvironment: nil) == nil && VAPID.contact(fromEnvironment: "  ") == nil)
        #expect(try VAPID.contact(fromEnvironment: "mailto:ops@example.org") == "mailto:ops@example.org")
        #expect(try VAPID.contact(fromEnvironment: "https://example.org/contact") == "https://example.org/contact")
        for bad in ["ops@example.org", "http://example.org", "mailto:", "mailto:a b@c", "https://"] {
            #expect(throws: CadenceError.self) { try VAPID.contact(fromEnvironment: bad) }
        }
    }

    @Test func theMessageIsAtMost3000Bytes() throws {
        let day = try #require(Day(year: 2026, month: 6, day: 15))
        let firing = ReminderFiring(
            habitID: 4, habitName: String(repeating: "é", count: 2_000), reminderID: 9, day: day,
            at: Date(), localTime: "21:00", isCancelled: false)
        let data = PushMessage(firing: firing, icon: "💧", url: "/today").json
        #expect(data.count <= PushMessage.maximumBytes)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["type"] as? String == "reminder" && object["day"] as? String == "2026-06-15" && object["url"] as? String == "/today")
        #expect(object["tag"] as? String == "cadence-9-2026-06-15" && object["icon"] as? String == "💧")
        #expect((object["habit"] as? [String: Any])?["id"] as? Int == 4)
        let test = try #require(try JSONSerialization.jsonObject(with: PushMessage.test(day: firing.day, url: "/today").json) as? [String: Any])
        #expect(test["type"] as? String == "test" && test["habit"] is NSNull)
        #expect(Set(test.keys) == ["type", "title", "body", "habit", "day", "url", "tag", "icon"])
    }
}
