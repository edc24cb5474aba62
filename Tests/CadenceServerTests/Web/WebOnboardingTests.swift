import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CadenceWeb

/// Onboarding, sign-in, sign-up and sign-out pages (docs/web.md;
/// `hasCompletedOnboarding`): the first visit creates the owner, pre-sign-in forms carry a
/// double-submit CSRF token, presets are created in one transaction, and a signed-out browser
/// is sent to sign in.
@Suite struct WebOnboardingTests {
    /// A browser without a session: keeps its cookies like a browser would.
    struct Anonymous {
        let client: any TestClientProtocol
        var cookies: [String: String] = [:]

        mutating func request(_ method: HTTPRequest.Method, _ path: String, form: [(String, String)]? = nil) async throws -> PageAnswer {
            var headers: HTTPFields = [:]
            if !cookies.isEmpty { headers[.cookie] = cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") }
            var body: ByteBuffer?
            if let form {
                headers[.contentType] = "application/x-www-form-urlencoded"
                let allowed = CharacterSet.alphanumerics
                body = ByteBuffer(
                    string: form.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }.joined(separator: "&"))
            }
            let response = try await client.execute(uri: path, method: method, headers: headers, body: body)
            for field in response.headers where field.name == .setCookie {
                let pair = field.value.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
                if pair.count == 2 { cookies[String(pair[0])] = String(pair[1]) } else if pair.count == 1 { cookies[String(pair[0])] = "" }
            }
            return PageAnswer(status: response.status, headers: response.headers, body: Data(response.body.readableBytesView))
        }

        /// The CSRF token in a page's first form.
        static func token(in page: PageAnswer) -> String {
            page.between("name=\"csrf\" value=\"", and: "\"") ?? ""
        }
    }

    @Test func theFirstVisitCreatesTheOwnerThenPicksPresets() async throws {
        let server = try TestServer()
        try await server.run { api in
            var browser = Anonymous(client: api.client)
            let root = try await browser.request(.get, "/")
            #expect(root.status == .seeOther)
            #expect(root.location == "/welcome")
            let welcome = try await browser.request(.get, "/welcome")
            #expect(welcome.text.contains("id=\"onboarding-form\""))
            #expect(welcome.text.contains("data-browser-time-zone"))
            let token = Anonymous.token(in: welcome)
            #expect(browser.cookies["cadence_csrf"] == token, "the double-submit cookie carries the form's token")
            let created = try await browser.request(
                .post, "/welcome", form: [("csrf", token), ("username", "alice"), ("password", "correct horse"), ("timeZone", "Europe/Paris")])
            #expect(created.status == .seeOther)
            #expect(created.location == "/welcome/habits")
            #expect(browser.cookies["cadence_session"]?.isEmpty == false)
            #expect(try await server.store.accountCount() == 1)
            let user = try #require(try await server.store.users().first?.id)
            #expect(try await server.store.settings(of: user).timeZoneIdentifier == "Europe/Paris")
            #expect(try await browser.request(.get, "/").location == "/welcome/habits", "nothing picked yet")

            let picker = try await browser.request(.get, "/welcome/habits")
            #expect(picker.count("class=\"preset-category\"") == Category.presetNames.count)
            let sessionToken = Anonymous.token(in: picker)
            let refused = try await browser.request(
                .post, "/welcome/habits", form: [("csrf", sessionToken), ("preset", "fitness.walk"), ("preset", "fitness.flying")])
            #expect(refused.status == .unprocessableContent)
            #expect(try await server.store.habits(of: user, includeArchived: true).isEmpty, "one unknown preset creates none")
            #expect(try await server.store.settings(of: user).onboardingCompleted == false)
            let finished = try await browser.request(
                .post, "/welcome/habits", form: [("csrf", sessionToken), ("preset", "fitness.walk"), ("preset", "health.meditate")])
            #expect(finished.location == "/")
            #expect(
                Set(try await server.store.habits(of: user, includeArchived: true).compactMap(\.presetID)) == ["fitness.walk", "health.meditate"])
            #expect(try await server.store.settings(of: user).onboardingCompleted)
            let home = try await browser.request(.get, "/")
            #expect(home.status == .ok)
            #expect(home.text.contains("id=\"dashboard\""), "home is the dashboard")
            let today = try await browser.request(.get, "/today")
            #expect(today.status == .ok)
            #expect(today.count("<li class=\"tile") == 2)
        }
    }

    @Test func preSignInFormsNeedTheirCookieToken() async throws {
        let server = try TestServer()
        try await server.run { api in
            var browser = Anonymous(client: api.client)
            let welcome = try await browser.request(.get, "/welcome")
            let token = Anonymous.token(in: welcome)
            var stranger = Anonymous(client: api.client)
            let forged = try await stranger.request(
                .post, "/welcome", form: [("csrf", token), ("username", "mallory"), ("password", "correct horse")])
            #expect(forged.status == .forbidden, "a token without its cookie is refused")
            #expect(try await server.store.accountCount() == 0)
        }
    }

    @Test func onceThereIsAnOwnerWelcomeLeadsToSignIn() async throws {
        let server = try TestServer()
        try await server.run { api in
            _ = try await PageVisitor.signUp("alice", on: api.client)
            var browser = Anonymous(client: api.client)
            #expect(try await browser.request(.get, "/welcome").location == "/sign-in")
            #expect(try await browser.request(.get, "/").location == "/sign-in")
            let page = try await browser.request(.get, "/sign-in")
            let posted = try await browser.request(
                .post, "/welcome", form: [("csrf", Anonymous.token(in: page)), ("username", "mallory"), ("password", "correct horse")])
            #expect(posted.location == "/sign-in")
            #expect(try await server.store.accountCount() == 1)
            let closed = try await browser.request(.get, "/sign-up")
            #expect(closed.text.contains("Sign-ups are closed"))
            let refused = try await browser.request(
                .post, "/sign-up", form: [("csrf", Anonymous.token(in: page)), ("username", "mallory"), ("password", "correct horse")])
            #expect(refused.status == .unprocessableContent)
            #expect(try await server.store.accountCount() == 1)
        }
    }

    @Test func signInWithTheWrongPasswordIsRefusedAndTheRightOneSignsIn() async throws {
        try await TestServer().run { api in
            _ = try await PageVisitor.signUp("alice", on: api.client)
            var browser = Anonymous(client: api.client)
            let page = try await browser.request(.get, "/sign-in")
            let token = Anonymous.token(in: page)
            let wrong = try await browser.request(.post, "/sign-in", form: [("csrf", token), ("username", "alice"), ("password", "wrong horse")])
            #expect(wrong.status == .unauthorized)
            #expect(wrong.text.contains("role=\"alert\""))
            #expect(wrong.text.contains("value=\"alice\""), "the username stays typed")
            #expect(browser.cookies["cadence_session"] == nil)
            let right = try await browser.request(.post, "/sign-in", form: [("csrf", token), ("username", "alice"), ("password", "correct horse")])
            #expect(right.location == "/")
            #expect(try await browser.request(.get, "/settings").status == .ok)

            let signedIn = try await browser.request(.get, "/settings")
            let signOut = try await browser.request(.post, "/sign-out", form: [("csrf", Anonymous.token(in: signedIn))])
            #expect(signOut.location == "/sign-in")
            #expect(browser.cookies["cadence_session"] == "")
            #expect(try await browser.request(.get, "/").location == "/sign-in")
        }
    }

    @Test func aSecondUserSignsUpWhileSignUpsAreOpen() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.post("/settings/sign-ups", [("signUpsOpen", "on")])
            var browser = Anonymous(client: api.client)
            let page = try await browser.request(.get, "/sign-up")
            #expect(page.text.contains("id=\"sign-up-form\""))
            let created = try await browser.request(
                .post, "/sign-up",
                form: [("csrf", Anonymous.token(in: page)), ("username", "bob"), ("password", "correct horse"), ("timeZone", "UTC")])
            #expect(created.location == "/welcome/habits")
            #expect(try await server.store.accountCount() == 2)
            let again = try await browser.request(.get, "/sign-up")
            let short = try await browser.request(
                .post, "/sign-up", form: [("csrf", Anonymous.token(in: again)), ("username", "carol"), ("password", "short")])
            #expect(short.status == .unprocessableContent)
            #expect(try await server.store.accountCount() == 2)
        }
    }

    @Test func assetsAreServedWithTheirTypes() async throws {
        try await TestServer().run { api in
            for (name, type) in [("app.css", "text/css"), ("app.js", "text/javascript"), ("icon.svg", "image/svg+xml")] {
                let response = try await api.client.execute(uri: "/assets/\(name)", method: .get, headers: [:], body: nil)
                #expect(response.status == .ok, "/assets/\(name)")
                #expect(response.headers[.contentType]?.hasPrefix(type) == true)
                #expect(response.body.readableBytes > 100)
            }
            let missing = try await api.client.execute(uri: "/assets/nope.js", method: .get, headers: [:], body: nil)
            #expect(missing.status == .notFound)
        }
    }
}
