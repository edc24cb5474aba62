import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// HTTP revalidation of the derived answers (docs/api.md "Caching of derived answers"): a
/// strong `ETag` naming the user, the data revision, the day and the route;
/// `Cache-Control: private, no-cache`; and 304 Not Modified with no body when `If-None-Match`
/// matches — until a check-in, a new day or another route changes the tag.
@Suite struct DerivedETagTests {
    /// A conditional GET sent past `ContractChecker`, which expects a `Content-Type` on every
    /// answer but 204 (a 304 has none); the 304 is checked against the document here.
    static func conditionalGET(
        _ client: APIClient, _ path: String, ifNoneMatch: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> APIResponse {
        var fields: HTTPFields = [:]
        if case .bearer(let token) = client.credential { fields[.authorization] = "Bearer \(token)" }
        fields[.ifNoneMatch] = ifNoneMatch
        let response = try await client.client.execute(uri: path, method: .get, headers: fields, body: nil)
        let answer = APIResponse(status: response.status, headers: response.headers, body: Data(response.body.readableBytesView))
        if answer.status == .notModified {
            let template = try #require(ContractChecker.template(for: String(path.split(separator: "?")[0]), method: "GET"))
            #expect(ContractChecker.document.documents(status: 304, method: "GET", path: template), sourceLocation: sourceLocation)
        }
        return answer
    }

    @Test func aMatchingIfNoneMatchIsAnsweredWith304AndNoBody() async throws {
        let server = try TestServer()
        try await server.run { client in
            let alice = try await client.signUp("alice").withNewToken()
            _ = try await alice.createHabit(#"{"name": "Water", "unit": "cups", "target": 8, "startDate": "2026-06-01"}"#)
            let first = try await alice.get("/api/v1/today")
            #expect(first.status == .ok)
            let tag = try #require(first.header("etag"))
            #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""), "a strong tag: \(tag)")
            #expect(first.header("cache-control") == "private, no-cache")

            for condition in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
                let again = try await Self.conditionalGET(alice, "/api/v1/today", ifNoneMatch: condition)
                #expect(again.status == .notModified, "If-None-Match: \(condition)")
                #expect(again.body.isEmpty)
                #expect(again.header("etag") == tag)
                #expect(again.header("cache-control") == "private, no-cache")
                #expect(again.header("content-type") == nil)
            }
            let other = try await Self.conditionalGET(alice, "/api/v1/today", ifNoneMatch: "\"something else\"")
            #expect(other.status == .ok)
            #expect(other.body == first.body)
            #expect(other.header("etag") == tag)
        }
    }

    @Test func aCheckInOrANewDayChangesTheTag() async throws {
        let server = try TestServer()
        try await server.run { client in
            let alice = try await client.signUp("alice").withNewToken()
            let water = try await alice.createHabit(#"{"name": "Water", "unit": "cups", "target": 8, "startDate": "2026-06-01"}"#)
            let before = try #require(try await alice.get("/api/v1/today").header("etag"))

            try await alice.post("/api/v1/habits/\(water)/checkins", #"{"amount": 3}"#)
            let stale = try await Self.conditionalGET(alice, "/api/v1/today", ifNoneMatch: before)
            #expect(stale.status == .ok)
            let afterCheckIn = try #require(stale.header("etag"))
            #expect(afterCheckIn != before)
            #expect(!stale.body.isEmpty)
            #expect(try await Self.conditionalGET(alice, "/api/v1/today", ifNoneMatch: afterCheckIn).status == .notModified)

            server.clock.advance(by: 86_400)
            let nextDay = try await Self.conditionalGET(alice, "/api/v1/today", ifNoneMatch: afterCheckIn)
            #expect(nextDay.status == .ok)
            #expect(nextDay.header("etag") != afterCheckIn)
        }
    }

    @Test func eachRouteAndUserHasItsOwnTag() async throws {
        let server = try TestServer()
        try await server.run { client in
            let (alice, bob) = try await client.twoUsers()
            let habit = try await alice.createHabit(#"{"name": "Read"}"#)
            let routes = [
                "/api/v1/today", "/api/v1/overview", "/api/v1/progress", "/api/v1/achievements", "/api/v1/analytics",
                "/api/v1/analytics?week=2026-06-01", "/api/v1/habits/\(habit)/stats",
            ]
            var tags: Set<String> = []
            for route in routes {
                let response = try await alice.get(route)
                #expect(response.status == .ok, "\(route)")
                #expect(response.header("cache-control") == "private, no-cache", "\(route)")
                let tag = try #require(response.header("etag"), "\(route)")
                tags.insert(tag)
                #expect(try await Self.conditionalGET(alice, route, ifNoneMatch: tag).status == .notModified, "\(route)")
            }
            #expect(tags.count == routes.count)
            let alicesToday = try #require(try await alice.get("/api/v1/today").header("etag"))
            #expect(try await Self.conditionalGET(bob, "/api/v1/today", ifNoneMatch: alicesToday).status == .ok)
        }
    }

    @Test func aTagOutlivesTheProcessThatMadeIt() async throws {
        let server = try TestServer()
        let (secret, tag) = try await server.run { client in
            let alice = try await client.signUp("alice")
            let token = try #require(try await alice.post("/api/v1/tokens", #"{"name": "x"}"#).json["secret"]?.stringValue)
            let tag = try #require(try await alice.with(.bearer(token)).get("/api/v1/today").header("etag"))
            return (token, tag)
        }
        // A new application on the same store (a restart, or another process): nothing cached,
        // the same facts and day, so the same tag, answered without deriving the list.
        try await server.run { client in
            let again = try await Self.conditionalGET(client.with(.bearer(secret)), "/api/v1/today", ifNoneMatch: tag)
            #expect(again.status == .notModified)
            #expect(again.body.isEmpty)
        }
    }

    @Test func theTagFollowsTheRFCsComparison() {
        let tag = EntityTag.derived(variant: "abc", user: 3, revision: 9, day: Day(ordinal: 20_619), route: "stats/4?a b\",c")
        #expect(!tag.dropFirst().dropLast().contains("\""))
        #expect(!tag.contains(" ") && !tag.contains(","))
        #expect(EntityTag.ifNoneMatch(tag, matches: tag))
        #expect(EntityTag.ifNoneMatch("W/\(tag)", matches: tag))
        #expect(EntityTag.ifNoneMatch(" \"x\" ,\(tag) ", matches: tag))
        #expect(!EntityTag.ifNoneMatch("\"x\"", matches: tag))
        #expect(!EntityTag.ifNoneMatch("", matches: tag))
        let otherRevision = EntityTag.derived(variant: "abc", user: 3, revision: 10, day: Day(ordinal: 20_619), route: "today")
        let otherDay = EntityTag.derived(variant: "abc", user: 3, revision: 9, day: Day(ordinal: 20_620), route: "today")
        let otherUser = EntityTag.derived(variant: "abc", user: 4, revision: 9, day: Day(ordinal: 20_619), route: "today")
        let base = EntityTag.derived(variant: "abc", user: 3, revision: 9, day: Day(ordinal: 20_619), route: "today")
        #expect(Set([base, otherRevision, otherDay, otherUser]).count == 4)
    }
}
