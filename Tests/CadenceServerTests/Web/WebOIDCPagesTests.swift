import CadenceCore
import CadenceHTTP
import CadenceStorage
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// docs/web.md "Signing in with an identity provider", docs/domain-rules.md "§24 OpenID
/// Connect sign-in": the routes without a provider (404), the button and the settings card with
/// one, a provider that is down when a sign-in starts (503, nothing stored), a callback without
/// its state (401, nothing created), the password of an account made by OIDC (none matches), the
/// last way to sign in kept, and `--oidc-only` (403 `passwordSignInOff` on the API, no password form).
@Suite struct WebOIDCPagesTests {
    /// A provider at a port nothing listens on (the discard port), allowed on loopback.
    static func configuration(oidcOnly: Bool = false) -> ServerConfiguration {
        var configuration = TestServer.configuration
        configuration.oidc = OIDCSettings(
            issuer: "http://127.0.0.1:9", clientID: "cadence", clientSecret: "do-not-show", allowsPrivateNetworks: true)
        configuration.passwordSignInOff = oidcOnly
        return configuration
    }

    /// A page asked for without a session (the raw client: pages are not in openapi.yaml).
    static func page(_ api: APIClient, _ path: String) async throws -> (status: HTTPResponse.Status, text: String) {
        let response = try await api.client.execute(uri: path, method: .get, headers: [:], body: nil)
        return (response.status, String(decoding: Data(response.body.readableBytesView), as: UTF8.self))
    }

    @Test func withoutAProviderTheRoutesAreNotThere() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            #expect(try await Self.page(api, "/sign-in/oidc").status == .notFound)
            #expect(try await Self.page(api, "/sign-in/oidc/callback?state=a&code=b").status == .notFound)
            #expect(try await alice.post("/settings/oidc/link").status == .notFound)
            #expect(!(try await alice.get("/settings").text.contains("oidc-title")))
            #expect(!(try await Self.page(api, "/sign-in").text.contains("oidc-sign-in")))
        }
    }

    @Test func theButtonTheCardAndTheRefusals() async throws {
        let server = try TestServer(configuration: Self.configuration())
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let signIn = try await Self.page(api, "/sign-in")
            #expect(signIn.text.contains("id=\"oidc-sign-in\"") && signIn.text.contains("id=\"sign-in-form\""))
            #expect(!signIn.text.contains("do-not-show"))
            let settings = try await alice.get("/settings")
            #expect(settings.text.contains("id=\"oidc-title\"") && settings.text.contains("id=\"oidc-link-form\""))
            #expect(!settings.text.contains("do-not-show"), "the secret is never answered")
            // The provider is down: a refusal page, and no pending sign-in kept.
            let down = try await Self.page(api, "/sign-in/oidc")
            #expect(down.status == .serviceUnavailable && down.text.contains("could not be reached"), "\(down.status)")
            let linkDown = try await alice.post("/settings/oidc/link")
            #expect(linkDown.status == .serviceUnavailable)
            // A callback whose state this browser did not start is refused; nothing is created.
            let callback = try await Self.page(api, "/sign-in/oidc/callback?state=made-up&code=c")
            #expect(callback.status == .unauthorized && callback.text.contains("id=\"oidc-refused\""))
            #expect(callback.text.contains("expired or was used already"))
            #expect(try await server.store.accountCount() == 1)
            // Unlinking without a link.
            #expect(try await alice.post("/settings/oidc/unlink").status == .notFound)
        }
    }

    @Test func anAccountMadeByOIDCHasNoPasswordAndKeepsItsLink() async throws {
        let server = try TestServer(configuration: Self.configuration())
        try await server.run { api in
            _ = try await PageVisitor.signUp("owner", on: api.client)
            var made = NewAccount(
                username: "dana", passwordHash: NewAccount.noPassword, settings: UserSettings(timeZoneIdentifier: "UTC"), requiresOpenSignUps: false)
            made.identity = OIDCIdentity(issuer: "http://127.0.0.1:9", subject: "p-1", user: 0, linkedAt: Date())
            let dana = try await server.store.createAccount(made, at: Date())
            let typed = try await api.with(.none).post("/api/v1/auth/sign-in", #"{"username": "dana", "password": "!oidc"}"#)
            #expect(typed.status == .unauthorized && typed.code == "credentialsInvalid")
            let token = SecretToken.generate(prefix: SecretToken.sessionPrefix)
            try await server.store.createSession(
                Session(tokenHash: SecretToken.digest(token), user: dana.id, createdAt: Date(), expiresAt: Date().addingTimeInterval(3600)))
            let visitor = PageVisitor(client: api.client, session: token, user: dana.id)
            #expect(try await visitor.get("/settings").text.contains("id=\"oidc-unlink-form\""))
            let kept = try await visitor.post("/settings/oidc/unlink")
            #expect(kept.status == .conflict && kept.text.contains("no way to sign in"), "\(kept.status)")
            #expect(try await server.store.oidcIdentities(of: dana.id).count == 1)
        }
    }

    @Test func oidcOnlyTurnsPasswordsOff() async throws {
        let server = try TestServer(configuration: Self.configuration(oidcOnly: true))
        try await server.run { api in
            let signUp = try await api.with(.none).post(
                "/api/v1/auth/sign-up", #"{"username": "ann", "password": "correct horse", "timeZone": "UTC"}"#)
            #expect(signUp.status == .forbidden && signUp.code == "passwordSignInOff")
            _ = try await server.store.createAccount(
                NewAccount(
                    username: "ann", passwordHash: "$2b$04$abcdefghijklmnopqrstuuKx1Q8eYqQ3bQ6X5r2n7sJ0d1Hf9aW2",
                    settings: UserSettings(timeZoneIdentifier: "UTC")),
                at: Date())
            let signIn = try await api.with(.none).post("/api/v1/auth/sign-in", #"{"username": "ann", "password": "correct horse"}"#)
            #expect(signIn.status == .forbidden && signIn.code == "passwordSignInOff")
            let page = try await Self.page(api, "/sign-in")
            #expect(page.text.contains("id=\"oidc-sign-in\""))
            #expect(!page.text.contains("id=\"sign-in-form\"") && !page.text.contains("id=\"sign-up-link\""))
        }
    }
}
