import CadenceCore
import CadenceHTTP
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// The navigation and the offline page on the server side (docs/web.md "Navigation",
/// "Installable and offline"; issue #34): every signed-in page carries the phone's tab bar with
/// the current section marked (More when the section is one of its links) besides the top
/// navigation; `/offline` is a page of the app without signing in, with links to Home and Today,
/// and the service worker answers with it.
@Suite struct WebNavigationTests {
    @Test(arguments: [
        ("/today", "tab-today", false), ("/", "tab-home", false), ("/health", "tab-health", false),
        ("/money", "tab-money", false), ("/todos", "tab-todos", false), ("/notes", "more-notes", true),
        ("/settings", "more-settings", true), ("/data", "more-data", true),
    ])
    func everyPageHasTheTabBarWithItsSectionMarked(path: String, current: String, underMore: Bool) async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let page = try await alice.get(path)
            #expect(page.status == .ok)
            #expect(page.count("<nav id=\"tab-bar\" aria-label=\"Tabs\">") == 1)
            #expect(page.count("<nav id=\"main-nav\" aria-label=\"Main\">") == 1)
            for (tab, href) in [("home", "/"), ("today", "/today"), ("health", "/health"), ("money", "/money"), ("todos", "/todos")] {
                #expect(page.text.contains("<a href=\"\(href)\" class=\"tab tab-\(tab)\""), "\(tab)")
            }
            for (link, href) in [
                ("notes", "/notes"), ("overview", "/overview"), ("achievements", "/achievements"),
                ("newHabit", "/habits/new"), ("settings", "/settings"), ("data", "/data"),
            ] {
                #expect(page.text.contains("<a href=\"\(href)\" class=\"more-link more-\(link)\""), "\(link)")
            }
            #expect(page.text.contains("class=\"\(current.hasPrefix("tab") ? "tab" : "more-link") \(current)\" aria-current=\"page\""))
            let tabBar = try #require(page.between("<nav id=\"tab-bar\"", and: "</nav>"))
            #expect(tabBar.components(separatedBy: "aria-current=\"page\"").count == 2, "one current link in the tab bar")
            #expect(page.text.contains("<details id=\"tab-more\" data-current=\"true\">") == underMore)
            #expect(page.count("id=\"tab-more-button\"") == 1)
        }
    }

    @Test func theOfflinePageNeedsNoSignInAndLeadsBack() async throws {
        try await TestServer().run { api in
            let visitor = PageVisitor(client: api.client, session: "none", user: 0)
            let page = try await visitor.get("/offline")
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.contentSecurityPolicy] != nil)
            for name in [
                "id=\"offline-page\"", "id=\"offline-title\"", "id=\"offline-home\" class=\"button primary\" href=\"/\"",
                "id=\"offline-today\" class=\"button\" href=\"/today\"", "id=\"offline-retry\"",
            ] {
                #expect(page.count(name) == 1, "\(name)")
            }
            #expect(!page.text.contains("id=\"tab-bar\""), "nobody's navigation")
            let worker = try await visitor.get("/sw.js")
            #expect(worker.text.contains("const OFFLINE_PAGE = \"/offline\";"))
        }
    }
}
