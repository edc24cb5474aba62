import CadenceAPI
import CadenceSQLite
import CadenceServer
import Foundation
import Hummingbird
import Testing

@testable import CadenceHTTP
@testable import CadenceServices

/// Issue 32 item 8a (docs/domain-rules.md §8 "Device cookies", OWASP's device cookies): behind
/// a proxy without `--trust-proxy` every client has one address, yet a stranger's failures
/// lock out only unknown devices — the owner's browser, holding its device cookie, signs in.
@Suite struct DeviceCookieTests {
    private func signIn(
        _ client: APIClient, password: String, device: String? = nil, username: String = "alice",
        from address: String? = nil
    ) async throws -> APIResponse {
        var headers = HTTPFields()
        if let device { headers[.cookie] = "cadence_device=\(device)" }
        if let address { headers[HTTPFields.Element.Name("X-Forwarded-For")!] = address }
        return try await client.with(.none).send(
            .post, "/api/v1/auth/sign-in", json: #"{"username": "\#(username)", "password": "\#(password)"}"#,
            headers: headers)
    }

    @Test func elevenFailuresFromAnUnknownDeviceDoNotLockOutTheOwnersDevice() async throws {
        // The default configuration does not trust X-Forwarded-For: every test client is one address.
        try await TestServer().run { client in
            _ = try await client.signUp("alice")
            let owner = try await signIn(client, password: "correct horse")
            #expect(owner.status == .ok)
            let device = try #require(owner.deviceCookie, "a successful sign-in sets cadence_device")
            for attempt in 1...10 {
                #expect(try await signIn(client, password: "guess \(attempt)").status == .unauthorized)
            }
            #expect(try await signIn(client, password: "guess 11").status == .tooManyRequests)
            #expect(
                try await signIn(client, password: "correct horse").status == .tooManyRequests,
                "the attacker, on an unknown device, is still refused even with the right password")
            let again = try await signIn(client, password: "correct horse", device: device)
            #expect(again.status == .ok, "the owner's device keeps its own allowance: \(again.text)")
            #expect(again.sessionCookie != nil)
            #expect(again.deviceCookie != nil && again.deviceCookie != device, "a success renews the device cookie")
        }
    }

    @Test func aDeviceCookieCountsOnlyForItsAccountAndCannotBeForged() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            try await alice.patch("/api/v1/server/settings", #"{"signUpsOpen": true}"#)
            _ = try await client.signUp("bob")
            let bobDevice = try #require(try await signIn(client, password: "correct horse", username: "bob").deviceCookie)
            let aliceDevice = try #require(try await signIn(client, password: "correct horse").deviceCookie)
            for attempt in 1...10 { _ = try await signIn(client, password: "guess \(attempt)") }
            #expect(try await signIn(client, password: "correct horse", device: bobDevice).status == .tooManyRequests)
            var forged = Array(aliceDevice)
            forged[forged.count - 2] = forged[forged.count - 2] == "A" ? "B" : "A"
            #expect(try await signIn(client, password: "correct horse", device: String(forged)).status == .tooManyRequests)
            #expect(try await signIn(client, password: "correct horse", device: aliceDevice).status == .ok)
        }
    }

    @Test func aDevicesOwnFailuresLockOnlyThatDevice() async throws {
        var configuration = TestServer.configuration
        configuration.trustsForwardedFor = true
        let server = try TestServer(configuration: configuration)
        try await server.run { client in
            _ = try await client.signUp("alice")
            let device = try #require(try await signIn(client, password: "correct horse", from: "198.51.100.1").deviceCookie)
            for attempt in 1...10 {
                let failed = try await signIn(client, password: "typo \(attempt)", device: device, from: "198.51.100.1")
                #expect(failed.status == .unauthorized)
            }
            #expect(try await signIn(client, password: "correct horse", device: device, from: "198.51.100.1").status == .tooManyRequests)
            // The device's failures did not count against unknown devices at that address.
            #expect(try await signIn(client, password: "correct horse", from: "198.51.100.1").status == .ok)
        }
    }

    @Test func theSignedValueNamesOneAccountForAYear() {
        let cookies = DeviceCookie(key: Data(repeating: 7, count: 32))
        let now = Date(timeIntervalSince1970: 1_780_000_000)
        let value = cookies.value(for: "Alice", now: now)
        #expect(cookies.device(in: value, username: "alice", now: now) != nil, "usernames compare by their key")
        #expect(cookies.device(in: value, username: "bob", now: now) == nil)
        #expect(cookies.device(in: value, username: "alice", now: now.addingTimeInterval(DeviceCookie.lifetime + 1)) == nil)
        #expect(DeviceCookie(key: Data(repeating: 8, count: 32)).device(in: value, username: "alice", now: now) == nil)
        #expect(cookies.device(in: "1.2.3", username: "alice", now: now) == nil)
        #expect(cookies.device(in: nil, username: "alice", now: now) == nil)
        #expect(!value.contains("alice"), "the cookie does not show the username")
    }

    /// A restart (a new configuration on the same store file) keeps the key, so a device cookie
    /// issued before it is still the owner's device; another store has another key.
    @Test func theDeviceKeyKeptInTheStoreSurvivesARestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let now = Date(timeIntervalSince1970: 1_780_000_000)
        let before = try await ServerConfiguration.storedDeviceKey(in: try Self.accounts(folder.appendingPathComponent("a.sqlite").path))
        let value = DeviceCookie(key: before).value(for: "alice", now: now)
        let after = try await ServerConfiguration.storedDeviceKey(in: try Self.accounts(folder.appendingPathComponent("a.sqlite").path))
        #expect(after == before)
        #expect(DeviceCookie(key: after).device(in: value, username: "alice", now: now) != nil)
        let other = try await ServerConfiguration.storedDeviceKey(in: try Self.accounts(folder.appendingPathComponent("b.sqlite").path))
        #expect(other != before)
    }

    /// The account services of the SQLite store at `path`.
    private static func accounts(_ path: String) throws -> AccountService {
        ServiceLayer(store: try SQLiteStore(path: path)).accounts
    }
}
