import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// Home is cached like Today (docs/web.md "HTTP caching"; issue #36): a strong `ETag`, `304`
/// until the user's data or day changes, and the kept copy equal to a fresh rendering — also
/// after a change in a Life OS area, which raises the same data revision.
@Suite struct HomePageCachingTests {
    @Test func homeIsRevalidatedAndFollowsEveryArea() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let first = try await alice.get("/")
            #expect(first.status == .ok)
            #expect(first.text.contains("id=\"dashboard\""))
            let etag = try #require(first.headers[.eTag])
            #expect(first.headers[.cacheControl] == "private, no-cache")
            #expect(try await alice.get("/", headers: [.ifNoneMatch: etag]).status == .notModified)
            #expect(try await alice.get("/").body == first.body, "the kept copy")

            // A to-do is on Home at once: its area's change raises the revision.
            _ = try await alice.api.post("/api/v1/todos", #"{"title": "Rent", "due": "2026-06-15"}"#)
            let withTodo = try await alice.get("/", headers: [.ifNoneMatch: etag])
            #expect(withTodo.status == .ok)
            #expect(withTodo.text.contains("1 due today"))
            let todoTag = try #require(withTodo.headers[.eTag])
            #expect(todoTag != etag)

            // The next day is another page, with no change of data: the to-do is overdue now.
            server.clock.advance(by: 24 * 3_600)
            let nextDay = try await alice.get("/", headers: [.ifNoneMatch: todoTag])
            #expect(nextDay.status == .ok)
            #expect(nextDay.text.contains("1 overdue"))
        }
    }

    @Test func aNewAccountIsStillSentToPickItsHabits() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let home = try await alice.get("/")
            #expect(home.status == .seeOther || home.status == .found)
            #expect(home.headers[.location] == "/welcome/habits")
            #expect(home.headers[.eTag] == nil)
        }
    }
}
