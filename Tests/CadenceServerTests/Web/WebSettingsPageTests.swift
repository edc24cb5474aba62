import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// `GET /settings` and its forms (docs/web.md "settings"): settings saved through the service's
/// validation, API tokens created (secret once), listed and revoked, the owner's sign-ups
/// switch; CSRF, refusals and other users' data.
@Suite struct WebSettingsPageTests {
    @Test func thePageHasEveryFormOfTheContract() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let page = try await alice.get("/settings")
            #expect(page.status == .ok)
            for needle in [
                "id=\"settings-form\"", "name=\"timeZone\"", "name=\"dayStart\"", "name=\"weekStart\"", "id=\"save-settings\"",
                "id=\"token-form\"", "name=\"name\"", "id=\"create-token\"", "id=\"sign-ups-form\"", "name=\"signUpsOpen\"",
                "id=\"save-sign-ups\"", "id=\"sign-out-settings\"", "<option value=\"UTC\" selected>",
                "<option value=\"0\" selected>00:00</option>", "<option value=\"language\" selected>", "id=\"settings-clock\"",
            ] {
                #expect(page.text.contains(needle), "no \(needle) on /settings")
            }
            #expect(page.count("id=\"sign-out\"") == 1, "the id sign-out is used twice")
            #expect(!page.text.contains("new-token-secret"))
            #expect(page.text.contains("name=\"csrf\" value=\"\(alice.csrf)\""))
        }
    }

    @Test func signedOutVisitorsAreSentToSignIn() async throws {
        try await TestServer().run { api in
            _ = try await PageVisitor.signUp("alice", on: api.client)
            let response = try await api.client.execute(uri: "/settings", method: .get, headers: [:], body: nil)
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/sign-in")
        }
    }

    @Test func savingSettingsRedirectsAndStoresThem() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let saved = try await alice.post(
                "/settings", [("timeZone", "Europe/Paris"), ("dayStart", "4"), ("weekStart", "sunday")])
            #expect(saved.status == .seeOther)
            #expect(saved.location == "/settings?saved=settings")
            let settings = try await server.store.settings(of: alice.user)
            #expect(settings.timeZoneIdentifier == "Europe/Paris")
            #expect(settings.dayStartHour == 4)
            #expect(settings.weekStart == .sunday)
            let page = try await alice.get("/settings?saved=settings")
            #expect(page.text.contains("class=\"notice\""))
            #expect(page.text.contains("<option value=\"Europe/Paris\" selected>"))
            #expect(page.text.contains("<option value=\"4\" selected>04:00</option>"))
            #expect(page.text.contains("<option value=\"sunday\" selected>"))
        }
    }

    @Test(arguments: [
        ("Mars/Olympus", "4", "monday"), ("", "4", "monday"), ("Europe/Paris", "24", "monday"),
        ("Europe/Paris", "-1", "monday"), ("Europe/Paris", "soon", "monday"), ("Europe/Paris", "4", "friday"),
        ("Europe/Paris", "4", "someday"),
    ])
    func refusedSettingsChangeNothing(timeZone: String, dayStart: String, weekStart: String) async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let before = try await server.store.settings(of: alice.user)
            let refused = try await alice.post("/settings", [("timeZone", timeZone), ("dayStart", dayStart), ("weekStart", weekStart)])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("class=\"error-box\""))
            #expect(refused.text.contains("id=\"settings-form\""))
            if !timeZone.isEmpty { #expect(refused.text.contains("<option value=\"\(timeZone)\" selected>")) }
            #expect(try await server.store.settings(of: alice.user) == before)
        }
    }

    @Test func everyFormNeedsTheRightCSRFToken() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let token = try await alice.api.post("/api/v1/tokens", #"{"name": "kept"}"#).json["token"]?["id"]?.numberValue
            let id = Int(try #require(token))
            let settings = try await server.store.settings(of: alice.user)
            let forms: [(String, [(String, String)])] = [
                ("/settings", [("timeZone", "Europe/Paris"), ("dayStart", "4"), ("weekStart", "sunday")]),
                ("/settings/tokens", [("name", "sneaky")]),
                ("/settings/tokens/\(id)/revoke", []),
                ("/settings/sign-ups", [("signUpsOpen", "1")]),
            ]
            for (path, fields) in forms {
                for csrf in [PageVisitor.Token.missing, .value("0123456789abcdef"), .value(String(alice.csrf.reversed()))] {
                    let refused = try await alice.post(path, fields, csrf: csrf)
                    #expect(refused.status == .forbidden, "\(path) accepted a bad token")
                }
            }
            #expect(try await server.store.settings(of: alice.user) == settings)
            let tokens = try await server.store.apiTokens(of: alice.user)
            #expect(tokens.map(\.name) == ["kept"])
            #expect(tokens.allSatisfy { !$0.isRevoked })
            #expect(try await server.store.signUpsOpen() == false)
        }
    }

    @Test func aNewTokenShowsItsSecretOnceAndWorks() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let created = try await alice.post("/settings/tokens", [("name", "  backup script  ")])
            #expect(created.status == .created)
            let secret = try #require(created.between("id=\"new-token-secret\" class=\"secret\">", and: "</code>"))
            #expect(secret.hasPrefix(SecretToken.apiTokenPrefix))
            let tokens = try await server.store.apiTokens(of: alice.user)
            #expect(tokens.map(\.name) == ["backup script"])
            #expect(try await api.with(.bearer(secret)).get("/api/v1/today").status == .ok)

            let later = try await alice.get("/settings")
            #expect(!later.text.contains(secret))
            #expect(!later.text.contains("new-token-secret"))
            #expect(later.count("class=\"token\"") == 1)
            #expect(later.text.contains("backup script"))
            #expect(later.count("revoke-token") == 1)
        }
    }

    @Test func revokingATokenRedirectsAndRevokesIt() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let created = try await alice.api.post("/api/v1/tokens", #"{"name": "old laptop"}"#)
            let id = Int(try #require(created.json["token"]?["id"]?.numberValue))
            let secret = try #require(created.json["secret"]?.stringValue)
            let revoked = try await alice.post("/settings/tokens/\(id)/revoke")
            #expect(revoked.status == .seeOther)
            #expect(revoked.location == "/settings?saved=token-revoked")
            #expect(try await server.store.apiTokens(of: alice.user).first?.isRevoked == true)
            #expect(try await api.with(.bearer(secret)).get("/api/v1/today").status == .unauthorized)
            let page = try await alice.get("/settings?saved=token-revoked")
            #expect(page.text.contains("data-revoked=\"true\""))
            #expect(!page.text.contains("revoke-token"))
            #expect(page.text.contains("class=\"notice\""))
        }
    }

    @Test(arguments: ["", "   ", String(repeating: "x", count: 101)])
    func aBadTokenNameIsRefused(name: String) async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let refused = try await alice.post("/settings/tokens", [("name", name)])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("class=\"error-box\""))
            #expect(!refused.text.contains("new-token-secret"))
            #expect(try await server.store.apiTokens(of: alice.user).isEmpty)
        }
    }

    @Test func onlyTheOwnerSwitchesSignUps() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let closed = try await alice.post("/settings/sign-ups")
            #expect(closed.status == .seeOther)
            #expect(closed.location == "/settings?saved=sign-ups")
            #expect(try await server.store.signUpsOpen() == false)
            #expect(!(try await alice.get("/settings")).text.contains("name=\"signUpsOpen\" value=\"1\" checked"))

            let opened = try await alice.post("/settings/sign-ups", [("signUpsOpen", "1")])
            #expect(opened.status == .seeOther)
            #expect(try await server.store.signUpsOpen() == true)
            #expect(try await alice.get("/settings").text.contains("name=\"signUpsOpen\" value=\"1\" checked"))

            let memberPage = try await bob.get("/settings")
            #expect(memberPage.status == .ok)
            #expect(!memberPage.text.contains("sign-ups-form"))
            let forbidden = try await bob.post("/settings/sign-ups")
            #expect(forbidden.status == .forbidden)
            #expect(try await server.store.signUpsOpen() == true)
        }
    }

    @Test func anotherUserSeesAndRevokesNoneOfTheTokens() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let created = try await alice.post("/settings/tokens", [("name", "alice-only-token")])
            #expect(created.status == .created)
            let id = try #require(try await server.store.apiTokens(of: alice.user).first?.id)
            let page = try await bob.get("/settings")
            #expect(!page.text.contains("alice-only-token"))
            #expect(page.count("class=\"token\"") == 0)
            let refused = try await bob.post("/settings/tokens/\(id)/revoke")
            #expect(refused.status == .notFound)
            #expect(try await server.store.apiTokens(of: alice.user).first?.isRevoked == false)
        }
    }

    @Test func tokenNamesAreEscaped() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let created = try await alice.post("/settings/tokens", [("name", "<script>alert(1)</script>")])
            #expect(created.status == .created)
            #expect(created.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!created.text.contains("<script>alert(1)"))
            let listed = try await alice.get("/settings")
            #expect(listed.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!listed.text.contains("<script>alert(1)"))
        }
    }
}
