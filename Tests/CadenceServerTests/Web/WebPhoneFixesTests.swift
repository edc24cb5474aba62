import CadenceCore
import CadenceHTTP
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// The phone issue's server side (docs/web.md "HEAD and unknown pages", "Decisions",
/// "Installable and offline"): HEAD, HTML 404s, the favicon, manifest and service worker, no
/// dead-end undo, tiles that say what they mean, confirmations, and the account's own settings
/// — each asserted on the answer and on the store.
@Suite struct WebPhoneFixesTests {
    static func cookie(_ name: String, in answer: PageAnswer) -> String? {
        answer.headers[values: .setCookie].first { $0.hasPrefix(name + "=") }.map { String($0.prefix { $0 != ";" }) }
    }

    @Test func headAnswersLikeGetWithoutABody() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            for path in ["/", "/today", "/assets/app.css", "/favicon.ico", "/manifest.webmanifest", "/healthz"] {
                let get = try await alice.get(path)
                let head = try await alice.head(path)
                #expect(head.status == get.status, "HEAD \(path)")
                #expect(head.body.isEmpty, "HEAD \(path) sent a body")
                #expect(head.headers[.contentType] == get.headers[.contentType], "HEAD \(path)")
            }
        }
    }

    @Test func unknownPagesAreHTMLAndTheAPIStaysJSON() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            for path in ["/no/such/page", "/habits/999999", "/today/extra", "/habits/4/undo"] {
                let page = try await alice.get(path)
                #expect(page.status == .notFound, "\(path)")
                #expect(page.headers[.contentType]?.hasPrefix("text/html") == true, "\(path)")
                #expect(page.text.contains("id=\"back-home\""), "\(path)")
            }
            let json = try await alice.get("/api/v1/no-such-thing")
            #expect(json.status == .notFound)
            #expect(json.headers[.contentType]?.contains("json") == true)
        }
    }

    @Test func theAppShellIsServed() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let icon = try await alice.get("/favicon.ico")
            #expect(icon.status == .ok && icon.headers[.contentType] == "image/png" && icon.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let manifest = try await alice.get("/manifest.webmanifest")
            let fields = try JSONSerialization.jsonObject(with: manifest.body) as? [String: Any]
            #expect(fields?["start_url"] as? String == "/today" && fields?["display"] as? String == "standalone")
            let worker = try await alice.get("/sw.js")
            #expect(worker.status == .ok && worker.headers[.cacheControl] == "no-cache")
            #expect(worker.text.contains("cadence-pages-v1"))
            #expect(try await alice.get("/assets/icon-512.png").status == .ok)
            #expect(try await alice.get("/settings").text.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">"))
        }
    }

    @Test func undoWithNothingToUndoSaysSoOnToday() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await WebTodayPageTests.createHabit(alice, [("name", "Read")])
            let today = try await alice.get("/today")
            #expect(!today.text.contains("undo-button"), "Undo is not offered before a check-in")
            let undone = try await alice.post("/habits/\(read)/undo")
            #expect(undone.location == "/today?nothing=\(read)")
            #expect(try await alice.get(try #require(undone.location)).text.contains("id=\"nothing-to-undo\""))
            _ = try await alice.post("/habits/\(read)/check-in")
            #expect(try await alice.get("/today").text.contains("undo-button"))
            #expect(try await server.store.checkIns(of: alice.user, habit: read, from: nil, through: nil).count == 1)
        }
    }

    @Test func flexibleAndQuitTilesAndTheFilteredSummary() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let run = try await alice.api.createHabit(#"{"name": "Run", "schedule": {"type": "timesPerWeek", "count": 4}}"#)
            let smoke = try await alice.api.createHabit(#"{"name": "Smoking", "kind": "quit", "target": 0}"#)
            _ = try await alice.api.post("/api/v1/habits/\(run)/checkins")
            _ = try await alice.api.post("/api/v1/habits/\(smoke)/checkins")
            let page = try await alice.get("/today")
            #expect(page.text.contains("<span class=\"tile-progress\">1 of 4 this week</span>"))
            #expect(page.text.contains("<span class=\"over-limit-mark\">✕ Over the limit</span>"))
            #expect(page.text.contains("is-over-limit"))
            let detail = try await alice.get("/habits/\(run)")
            #expect(!detail.text.contains("Once a day"))

            let category = try await alice.api.post("/api/v1/categories", #"{"name": "Outdoors"}"#).int("id")
            _ = try await alice.api.createHabit("{\"name\": \"Hike\", \"categoryId\": \(category)}")
            let filtered = try await alice.get("/today?category=\(category)")
            #expect(filtered.text.contains("data-done=\"0\" data-total=\"1\""), "the summary counts the shown habits only")
        }
    }

    @Test func aConfirmationFollowsARedirectOnceThenGoes() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let created = try await alice.post("/habits/new", [("name", "Stretch")])
            let notice = try #require(Self.cookie(PageNotice.cookieName, in: created))
            let page = try await alice.get(try #require(created.location), cookies: notice)
            #expect(page.text.contains("id=\"page-notice\" role=\"status\">Created Stretch.</p>"))
            #expect(Self.cookie(PageNotice.cookieName, in: page) == "\(PageNotice.cookieName)=", "the notice is cleared once shown")
            let hostile = try await alice.get("/today", cookies: "\(PageNotice.cookieName)=%3Cscript%3E")
            #expect(hostile.text.contains("&lt;script&gt;") && !hostile.text.contains("<script>"), "a notice is text")
        }
    }

    @Test func theThemeIsThisBrowsersChoice() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let saved = try await alice.post("/settings/theme", [("theme", "dark")])
            #expect(Self.cookie(ThemeChoice.cookieName, in: saved) == "\(ThemeChoice.cookieName)=dark")
            #expect(
                try await alice.get("/settings", cookies: "\(ThemeChoice.cookieName)=dark").text.contains(
                    "<html lang=\"en\" dir=\"ltr\" data-theme=\"dark\">"))
            #expect(try await alice.get("/settings", cookies: "\(ThemeChoice.cookieName)=system").text.contains("<html lang=\"en\" dir=\"ltr\">"))
            #expect(try await alice.get("/settings", cookies: "\(ThemeChoice.cookieName)=%22%3E").text.contains("<html lang=\"en\" dir=\"ltr\">"))
            #expect(try await alice.post("/settings/theme", [("theme", "neon")]).status == .badRequest)
        }
    }
}
