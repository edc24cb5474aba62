import CadenceAPI
import CadenceHTTP
import CadenceServer
import CadenceStorage
import Foundation
import Hummingbird
import Testing

@testable import CadenceServices

/// Sign-up, sign-in, sign-out, sessions and the owner's sign-up setting.
@Suite struct AuthRouteTests {
    @Test func firstAccountIsOwnerAndGetsASessionCookie() async throws {
        try await TestServer().run { client in
            let response = try await client.post(
                "/api/v1/auth/sign-up", #"{"username": "alice", "password": "correct horse"}"#)
            #expect(response.status == .created)
            #expect(response.json["role"]?.stringValue == "owner")
            let setCookie = try #require(response.header("set-cookie"))
            #expect(setCookie.hasPrefix("cadence_session=cs_"))
            #expect(setCookie.contains("HttpOnly"))
            #expect(setCookie.contains("SameSite=Lax"))
            #expect(setCookie.contains("Path=/"))
            let alice = client.with(.session(try #require(response.sessionCookie)))
            let account = try await alice.get("/api/v1/account")
            #expect(account.status == .ok)
            #expect(account.json["username"]?.stringValue == "alice")
            let categories = try await alice.get("/api/v1/categories")
            #expect(categories.items.compactMap { $0["name"]?.stringValue } == ["Health", "Fitness", "Learning", "Social"])
        }
    }

    @Test func signUpsAreClosedAfterTheFirstUntilTheOwnerOpensThem() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let refused = try await client.post("/api/v1/auth/sign-up", #"{"username": "bob", "password": "correct horse"}"#)
            #expect(refused.status == .forbidden)
            #expect(refused.code == "signUpsClosed")
            #expect(try await alice.get("/api/v1/server/settings").json["signUpsOpen"] == .bool(false))
            let opened = try await alice.patch("/api/v1/server/settings", #"{"signUpsOpen": true}"#)
            #expect(opened.json["signUpsOpen"] == .bool(true))
            let bob = try await client.post("/api/v1/auth/sign-up", #"{"username": "bob", "password": "correct horse"}"#)
            #expect(bob.status == .created)
            #expect(bob.json["role"]?.stringValue == "member")
        }
    }

    @Test func onlyTheOwnerManagesServerSettings() async throws {
        try await TestServer().run { client in
            let (_, bob) = try await client.twoUsers()
            #expect(try await bob.get("/api/v1/server/settings").status == .forbidden)
            let patch = try await bob.patch("/api/v1/server/settings", #"{"signUpsOpen": false}"#)
            #expect(patch.status == .forbidden)
            #expect(patch.code == "ownerOnly")
        }
    }

    @Test func signUpValidatesUsernamePasswordAndTimeZone() async throws {
        try await TestServer().run { client in
            let short = try await client.post("/api/v1/auth/sign-up", #"{"username": "al", "password": "correct horse"}"#)
            #expect(short.status == .unprocessableContent)
            #expect(short.code == "usernameInvalid")
            #expect(short.json["errors"]?.arrayValue?.first?["field"]?.stringValue == "username")
            let weak = try await client.post("/api/v1/auth/sign-up", #"{"username": "alice", "password": "short"}"#)
            #expect(weak.code == "passwordTooShort")
            let long = String(repeating: "x", count: 73)
            let tooLong = try await client.post("/api/v1/auth/sign-up", #"{"username": "alice", "password": "\#(long)"}"#)
            #expect(tooLong.code == "passwordTooLong")
            let zone = try await client.post(
                "/api/v1/auth/sign-up", #"{"username": "alice", "password": "correct horse", "timeZone": "Mars/Olympus"}"#)
            #expect(zone.status == .unprocessableContent)
            #expect(zone.code == "timeZoneUnknown")
        }
    }

    @Test func duplicateUsernameIsAConflictInAnyCase() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            try await alice.patch("/api/v1/server/settings", #"{"signUpsOpen": true}"#)
            let clash = try await client.post("/api/v1/auth/sign-up", #"{"username": "ALICE", "password": "correct horse"}"#)
            #expect(clash.status == .conflict)
            #expect(clash.code == "usernameTaken")
        }
    }

    @Test func signInChecksThePasswordAndStartsASession() async throws {
        try await TestServer().run { client in
            _ = try await client.signUp("alice")
            let wrong = try await client.post("/api/v1/auth/sign-in", #"{"username": "alice", "password": "wrong horse"}"#)
            #expect(wrong.status == .unauthorized)
            #expect(wrong.code == "credentialsInvalid")
            #expect(wrong.header("www-authenticate") != nil)
            let unknown = try await client.post("/api/v1/auth/sign-in", #"{"username": "nobody", "password": "wrong horse"}"#)
            #expect(unknown.status == .unauthorized)
            #expect(unknown.json["detail"] == wrong.json["detail"])
            let right = try await client.post("/api/v1/auth/sign-in", #"{"username": "Alice", "password": "correct horse"}"#)
            #expect(right.status == .ok)
            let session = client.with(.session(try #require(right.sessionCookie)))
            #expect(try await session.get("/api/v1/today").status == .ok)
        }
    }

    @Test func signOutEndsTheSessionInTheDatabase() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            #expect(try await alice.get("/api/v1/account").status == .ok)
            let out = try await alice.post("/api/v1/auth/sign-out")
            #expect(out.status == .noContent)
            #expect(out.header("set-cookie")?.contains("Max-Age=0") == true)
            #expect(try await alice.get("/api/v1/account").status == .unauthorized)
            #expect(try await client.post("/api/v1/auth/sign-out").status == .noContent)
        }
    }

    @Test func sessionsExpire() async throws {
        let server = try TestServer()
        try await server.run { client in
            let alice = try await client.signUp("alice")
            server.clock.advance(by: server.configuration.sessionLifetime - 1)
            #expect(try await alice.get("/api/v1/account").status == .ok)
            server.clock.advance(by: 1)
            #expect(try await alice.get("/api/v1/account").status == .unauthorized)
        }
    }

    @Test func sessionsLiveInTheDatabaseSoAnotherProcessAcceptsThem() async throws {
        let server = try TestServer()
        let cookie = try await server.run { client in
            try await client.post("/api/v1/auth/sign-up", #"{"username": "alice", "password": "correct horse"}"#)
                .sessionCookie ?? ""
        }
        try await server.run { secondProcess in
            let account = try await secondProcess.with(.session(cookie)).get("/api/v1/account")
            #expect(account.status == .ok)
        }
    }

    @Test func firstAccountTakesOverTheCommandLinesLocalUser() async throws {
        let server = try TestServer()
        let service = CadenceService(store: server.store, environment: server.clock.environment)
        let local = try await service.defaultUser(timeZoneIdentifier: "UTC")
        _ = try await service.createHabit(.init(name: "Read"), for: local)
        try await server.run { client in
            let alice = try await client.signUp("alice")
            #expect(try await alice.get("/api/v1/account").int("id") == local)
            #expect(try await alice.get("/api/v1/habits").items.compactMap { $0["name"]?.stringValue } == ["Read"])
        }
    }

    @Test func crossSiteChangesWithACookieAreRefused() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let foreign = try await alice.send(
                .post, "/api/v1/categories", json: #"{"name": "Work"}"#, headers: [.origin: "https://evil.example"])
            #expect(foreign.status == .forbidden)
            #expect(foreign.code == "crossSiteRequest")
            #expect(try await alice.get("/api/v1/categories").items.count == 4)
        }
    }
}
