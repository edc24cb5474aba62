import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// Small, revalidated pages (docs/web.md "HTTP caching"; issue #20): Today for 100 habits stays
/// inside its size budget with every name the browser tests use; Today, the overview and
/// achievements carry a strong `ETag` that answers `304` until the user's data, day, query,
/// theme or session changes.
@Suite struct WebPageCachingTests {
    /// The budget for Today with 100 tiles: 103 KB measured (docs/benchmarks.md "Web pages and
    /// the load test"), down from about 220 KB. Issue #20's target of 60 KB is not met: what
    /// is left per tile is its menu's server-rendered controls (docs/web.md "Today's form").
    static let todayBudget = 110_000

    /// 100 habits like the heavy benchmark user's: simple, measured, weekly, twice a day and
    /// quit, in palette and custom colours; every other one logged today.
    static func hundredHabits(_ alice: PageVisitor) async throws -> [HabitID] {
        let kinds = [
            #"{"name": "Meditate %d", "icon": "brain.head.profile", "color": "purple"}"#,
            #"{"name": "Read %d", "unit": "pages", "target": 20, "color": "green"}"#,
            #"{"name": "Drink water %d", "unit": "cups", "target": 8, "icon": "drop"}"#,
            ##"{"name": "Gym %d", "schedule": {"type": "timesPerWeek", "count": 3}, "color": "#336699"}"##,
            #"{"name": "Practice guitar %d", "unit": "min", "target": 30, "color": "amber"}"#,
            #"{"name": "Floss %d", "timesPerDay": 2}"#,
            #"{"name": "Coffee %d", "kind": "quit", "unit": "cups", "target": 2}"#,
            #"{"name": "Sweets %d", "kind": "quit"}"#,
            #"{"name": "Run %d", "unit": "km", "target": 5, "color": "red"}"#,
            #"{"name": "Spanish %d", "unit": "min", "target": 15, "color": "teal"}"#,
        ]
        var ids: [HabitID] = []
        for index in 0..<100 {
            let json = kinds[index % kinds.count].replacingOccurrences(of: "%d", with: String(index / kinds.count + 1))
            let id = try await alice.api.createHabit(json)
            if index.isMultiple(of: 2) {
                let logged = try await alice.api.post("/api/v1/habits/\(id)/checkins", #"{"amount": 1}"#)
                #expect(logged.status == .created)
            }
            ids.append(id)
        }
        return ids
    }

    @Test func todayForAHundredHabitsStaysSmallAndKeepsItsNames() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let ids = try await Self.hundredHabits(alice)
            let page = try await alice.get("/today")
            #expect(page.status == .ok)
            #expect(page.body.count < Self.todayBudget, "Today with 100 tiles is \(page.body.count) bytes")
            #expect(page.count("<li class=\"tile") == 100)
            for name in [
                "id=\"today-summary\"", "id=\"level\"", "id=\"global-streak\"", "id=\"category-filter\"", "id=\"habit-grid\"",
                "id=\"quit-habits\"", "data-day=\"2026-06-15\"",
            ] {
                #expect(page.count(name) == 1, "\(name)")
            }
            for id in ids {
                #expect(page.text.contains("data-habit-id=\"\(id)\" data-habit-name=\""), "tile \(id)")
            }
            #expect(page.count("class=\"tile-button\"") == 100)
            #expect(page.count("class=\"tile-streak\" data-streak=\"") == 100)
            #expect(page.count("class=\"tile-progress\"") == 100)
            #expect(page.count("<details class=\"tile-menu\">") == 100)
            #expect(page.count("class=\"skip-button\"") == 100)
            #expect(page.count("class=\"detail-link\"") == 100)
            #expect(page.count("class=\"undo-button\"") == 50, "Undo only where something is logged today")
            #expect(page.count("name=\"amount\"") == 60, "an amount for each measured habit")
            #expect(page.count("data-complete=\"true\"") + page.count("data-complete=\"false\"") == 100)
            // No drawing or token is repeated per tile.
            #expect(page.count("<svg") == 0)
            #expect(page.count("name=\"csrf\"") == 2)
            #expect(page.count("aria-describedby=\"tile-") == 100)
        }
    }

    @Test func todayAnswersNotModifiedUntilACheckInChangesIt() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let first = try await alice.get("/today")
            let etag = try #require(first.headers[.eTag])
            #expect(etag.hasPrefix("\"p-") && etag.hasSuffix("\""), "a strong tag: \(etag)")
            #expect(first.headers[.cacheControl] == "private, no-cache")
            let again = try await alice.get("/today", headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            #expect(again.body.isEmpty)
            #expect(again.headers[.eTag] == etag)
            #expect(try await alice.get("/today", headers: [.ifNoneMatch: "\"other\", W/\(etag)"]).status == .notModified)
            // Without the header, the kept copy is the same document.
            #expect(try await alice.get("/today").body == first.body)

            _ = try await alice.post("/habits/\(read)/check-in")
            let changed = try await alice.get("/today", headers: [.ifNoneMatch: etag])
            #expect(changed.status == .ok)
            #expect(changed.text.contains("data-habit-name=\"Read\" data-complete=\"true\""))
            let newTag = try #require(changed.headers[.eTag])
            #expect(newTag != etag)
            #expect(try await alice.get("/today", headers: [.ifNoneMatch: newTag]).status == .notModified)

            // The next day is another page, with no change of data.
            server.clock.advance(by: 24 * 3_600)
            #expect(try await alice.get("/today", headers: [.ifNoneMatch: newTag]).status == .ok)
        }
    }

    @Test func theTagFollowsTheQueryTheThemeAndTheSession() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let plain = try #require(try await alice.get("/today").headers[.eTag])
            let toast = try await alice.get("/today?done=\(read)", headers: [.ifNoneMatch: plain])
            #expect(toast.status == .ok)
            #expect(toast.text.contains("id=\"undo-toast\""))
            #expect(toast.headers[.eTag] != plain)
            let dark = try await alice.get("/today", cookies: "cadence_theme=dark")
            #expect(dark.headers[.eTag] != plain)
            #expect(dark.text.contains("data-theme=\"dark\""))
            // Another session of the same user has another CSRF token, so another page.
            let other = try await alice.api.signIn("alice", password: "correct horse")
            guard case .session(let session) = other.credential else { throw CancellationError() }
            let second = PageVisitor(client: api.client, session: session, user: alice.user)
            let secondPage = try await second.get("/today", headers: [.ifNoneMatch: plain])
            #expect(secondPage.status == .ok)
            #expect(secondPage.text.contains(second.csrf))
            #expect(!secondPage.text.contains(alice.csrf))
        }
    }

    @Test func aPageWithAOneTimeNoticeIsNeitherTaggedNorKept() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let plain = try #require(try await alice.get("/today").headers[.eTag])
            let noticed = try await alice.get("/today", cookies: "cadence_notice=Saved.")
            #expect(noticed.status == .ok)
            #expect(noticed.text.contains("id=\"page-notice\""))
            #expect(noticed.headers[.eTag] == nil)
            #expect(noticed.headers[.cacheControl] == "no-store")
            let after = try await alice.get("/today", headers: [.ifNoneMatch: plain])
            #expect(after.status == .notModified)
        }
    }

    @Test(arguments: ["/overview", "/achievements"])
    func overviewAndAchievementsAreRevalidatedToo(path: String) async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let first = try await alice.get(path)
            let etag = try #require(first.headers[.eTag])
            #expect(first.headers[.cacheControl] == "private, no-cache")
            #expect(try await alice.get(path, headers: [.ifNoneMatch: etag]).status == .notModified)
            _ = try await alice.api.post("/api/v1/habits/\(read)/checkins", #"{"amount": 1}"#)
            let changed = try await alice.get(path, headers: [.ifNoneMatch: etag])
            #expect(changed.status == .ok)
            #expect(changed.headers[.eTag] != etag)
        }
    }

    @Test func pagesThatAreNotCachedStayNoStore() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let settings = try await alice.get("/settings")
            #expect(settings.headers[.eTag] == nil)
            #expect(settings.headers[.cacheControl] == "no-store")
        }
    }

    @Test func theIfNoneMatchListIsReadAsRFC9110Says() {
        #expect(PageValidator.matches("\"a\"", "\"a\""))
        #expect(PageValidator.matches("W/\"a\"", "\"a\""))
        #expect(PageValidator.matches("\"b\", \"a\"", "\"a\""))
        #expect(PageValidator.matches("*", "\"a\""))
        #expect(!PageValidator.matches("\"b\"", "\"a\""))
        #expect(!PageValidator.matches(nil, "\"a\""))
        #expect(!PageValidator.matches("a", "\"a\""))
    }
}
