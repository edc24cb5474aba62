import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// docs/domain-rules.md §8 through every route: user B can neither read, change, delete nor detect
/// user A's habits, check-ins, categories, days, statistics or tokens. Each of A's ids
/// answers B exactly as an id that does not exist does, and A's data is unchanged afterwards.
@Suite struct IsolationTests {
    /// A request B tries with A's ids: `{habit}`, `{category}`, `{checkin}`, `{token}`.
    struct Attempt: Sendable, CustomTestStringConvertible {
        let method: HTTPRequest.Method
        let path: String
        let body: String?

        init(_ method: HTTPRequest.Method, _ path: String, _ body: String? = nil) {
            self.method = method
            self.path = path
            self.body = body
        }

        var testDescription: String { "\(method.rawValue) \(path)" }
    }

    static let attempts: [Attempt] = [
        Attempt(.get, "/api/v1/habits/{habit}"),
        Attempt(.patch, "/api/v1/habits/{habit}", #"{"name": "Mine now"}"#),
        Attempt(.delete, "/api/v1/habits/{habit}"),
        Attempt(.post, "/api/v1/habits/{habit}/archive"),
        Attempt(.post, "/api/v1/habits/{habit}/unarchive"),
        Attempt(.post, "/api/v1/habits/{habit}/move", #"{"position": 1}"#),
        Attempt(.get, "/api/v1/habits/{habit}/checkins"),
        Attempt(.post, "/api/v1/habits/{habit}/checkins", #"{"amount": 3}"#),
        Attempt(.get, "/api/v1/habits/{habit}/days"),
        Attempt(.get, "/api/v1/habits/{habit}/days/2026-06-14"),
        Attempt(.put, "/api/v1/habits/{habit}/days/2026-06-14", #"{"total": 0, "note": "gone"}"#),
        Attempt(.delete, "/api/v1/habits/{habit}/days/2026-06-14/last"),
        Attempt(.post, "/api/v1/habits/{habit}/skips", #"{"from": "2026-06-14", "to": "2026-06-15"}"#),
        Attempt(.get, "/api/v1/habits/{habit}/stats"),
        Attempt(.delete, "/api/v1/checkins/{checkin}"),
        Attempt(.get, "/api/v1/categories/{category}"),
        Attempt(.patch, "/api/v1/categories/{category}", #"{"name": "Mine now"}"#),
        Attempt(.delete, "/api/v1/categories/{category}"),
        Attempt(.post, "/api/v1/categories/{category}/move", #"{"position": 1}"#),
        Attempt(.post, "/api/v1/habits", #"{"name": "Sneaky", "categoryId": {category}}"#),
        Attempt(.delete, "/api/v1/tokens/{token}"),
        Attempt(.delete, "/api/v1/health/{health}"),
        Attempt(.get, "/api/v1/todos/{todo}"),
        Attempt(.patch, "/api/v1/todos/{todo}", #"{"title": "Mine now"}"#),
        Attempt(.delete, "/api/v1/todos/{todo}"),
        Attempt(.post, "/api/v1/todos/{todo}/complete"),
        Attempt(.post, "/api/v1/todos/{todo}/reopen"),
        Attempt(.get, "/api/v1/notes/{note}"),
        Attempt(.patch, "/api/v1/notes/{note}", #"{"title": "Mine now"}"#),
        Attempt(.delete, "/api/v1/notes/{note}"),
        Attempt(.get, "/api/v1/accounts/{account}"),
        Attempt(.patch, "/api/v1/accounts/{account}", #"{"name": "Mine now"}"#),
        Attempt(.delete, "/api/v1/accounts/{account}"),
        Attempt(.get, "/api/v1/accounts/{account}/transactions"),
        Attempt(.post, "/api/v1/accounts/{account}/transactions", #"{"amount": "-1.00", "date": "2026-06-14"}"#),
        Attempt(.delete, "/api/v1/accounts/{account}/transactions/{transaction}"),
        Attempt(.get, "/api/v1/habits/{habit}/reminders"),
        Attempt(.post, "/api/v1/habits/{habit}/reminders", #"{"time": "06:00"}"#),
        Attempt(.patch, "/api/v1/reminders/{reminder}", #"{"active": false}"#),
        Attempt(.delete, "/api/v1/reminders/{reminder}"),
        Attempt(.post, "/api/v1/pauses", #"{"from": "2026-06-20", "to": "2026-06-21", "habitIds": [{habit}]}"#),
    ]

    /// Alice's ids.
    struct Fixture: Sendable {
        let habit: Int64
        let category: Int64
        let checkIn: Int64
        let token: Int64
        let health: Int64
        let todo: Int64
        let note: Int64
        let account: Int64
        let transaction: Int64
        let reminder: Int64

        func fill(_ text: String, missing: Bool) -> String {
            let unknown = "987654"
            return text.replacingOccurrences(of: "{habit}", with: missing ? unknown : String(habit))
                .replacingOccurrences(of: "{category}", with: missing ? unknown : String(category))
                .replacingOccurrences(of: "{checkin}", with: missing ? unknown : String(checkIn))
                .replacingOccurrences(of: "{token}", with: missing ? unknown : String(token))
                .replacingOccurrences(of: "{health}", with: missing ? unknown : String(health))
                .replacingOccurrences(of: "{todo}", with: missing ? unknown : String(todo))
                .replacingOccurrences(of: "{note}", with: missing ? unknown : String(note))
                .replacingOccurrences(of: "{account}", with: missing ? unknown : String(account))
                .replacingOccurrences(of: "{transaction}", with: missing ? unknown : String(transaction))
                .replacingOccurrences(of: "{reminder}", with: missing ? unknown : String(reminder))
        }

        /// A detail message with every number written as `#`.
        func anonymized(_ text: String?) -> String? {
            text?.replacingOccurrences(of: "[0-9]+", with: "#", options: .regularExpression)
        }
    }

    /// Alice's habit, category, a check-in, a day record and a token.
    static func aliceData(_ alice: APIClient) async throws -> Fixture {
        let category = try await alice.post("/api/v1/categories", #"{"name": "Private"}"#).int("id")
        let habit = try await alice.createHabit(
            #"{"name": "Secret", "unit": "pages", "target": 10, "categoryId": \#(category), "startDate": "2026-06-01"}"#)
        let entry = try await alice.post("/api/v1/habits/\(habit)/checkins", #"{"amount": 7, "date": "2026-06-14"}"#)
        let checkIn = Int64(try #require(entry.items.first?["id"]?.numberValue))
        try await alice.put("/api/v1/habits/\(habit)/days/2026-06-13", #"{"difficulty": 2, "note": "private note"}"#)
        let tokens = try await alice.get("/api/v1/tokens")
        let token = Int64(try #require(tokens.items.first?["id"]?.numberValue))
        let health = try await alice.post(
            "/api/v1/health", #"{"type": "sleep", "value": 7, "date": "2026-06-14", "note": "private note"}"#
        ).int("id")
        let todo = try await alice.post("/api/v1/todos", #"{"title": "Private errand", "due": "2026-06-20"}"#).int("id")
        let note = try await alice.post("/api/v1/notes", #"{"title": "Diary", "content": "Secret huts"}"#).int("id")
        let account = try await alice.post(
            "/api/v1/accounts", #"{"name": "Private savings", "currency": "EUR", "opening": "100.00"}"#
        ).int("id")
        let transaction = try await alice.post(
            "/api/v1/accounts/\(account)/transactions", #"{"amount": "25.50", "date": "2026-06-14", "note": "private"}"#
        ).int("id")
        let reminder = try await alice.post("/api/v1/habits/\(habit)/reminders", #"{"time": "21:00"}"#).int("id")
        return Fixture(
            habit: habit, category: category, checkIn: checkIn, token: token, health: health, todo: todo, note: note,
            account: account, transaction: transaction, reminder: reminder)
    }

    /// Everything Alice can read about her data.
    static func snapshot(_ alice: APIClient, _ ids: Fixture) async throws -> [JSONValue] {
        [
            try await alice.get("/api/v1/habits?archived=true").json,
            try await alice.get("/api/v1/habits/\(ids.habit)/checkins").json,
            try await alice.get("/api/v1/habits/\(ids.habit)/days").json,
            try await alice.get("/api/v1/habits/\(ids.habit)/stats").json,
            try await alice.get("/api/v1/categories").json,
            try await alice.get("/api/v1/tokens").json,
            try await alice.get("/api/v1/today").json,
            try await alice.get("/api/v1/progress").json,
            try await alice.get("/api/v1/health?from=2026-06-01").json,
            try await alice.get("/api/v1/health/summary?days=30").json,
            try await alice.get("/api/v1/todos?list=all").json,
            try await alice.get("/api/v1/notes").json,
            try await alice.get("/api/v1/accounts").json,
            try await alice.get("/api/v1/accounts/\(ids.account)/transactions").json,
            try await alice.get("/api/v1/dashboard").json,
            try await alice.get("/api/v1/reminders").json,
            try await alice.get("/api/v1/pauses").json,
        ]
    }

    @Test(arguments: attempts)
    func bobCannotReachAlicesData(_ attempt: Attempt) async throws {
        try await TestServer().run { client in
            let (alice, bob) = try await client.twoUsers()
            let ids = try await Self.aliceData(alice)
            let before = try await Self.snapshot(alice, ids)

            let real = try await bob.send(
                attempt.method, ids.fill(attempt.path, missing: false), json: attempt.body.map { ids.fill($0, missing: false) })
            let missing = try await bob.send(
                attempt.method, ids.fill(attempt.path, missing: true), json: attempt.body.map { ids.fill($0, missing: true) })
            #expect(real.status == .notFound, "\(real.text)")
            #expect(real.status == missing.status)
            #expect(real.code == missing.code)
            #expect(ids.anonymized(real.json["detail"]?.stringValue) == ids.anonymized(missing.json["detail"]?.stringValue))
            #expect(!real.text.contains("Secret") && !real.text.contains("Private"))

            #expect(try await Self.snapshot(alice, ids) == before)
            #expect(try await alice.get("/api/v1/account").status == .ok)
        }
    }

    @Test func bobsListsShowNoneOfAlicesData() async throws {
        try await TestServer().run { client in
            let (alice, bob) = try await client.twoUsers()
            _ = try await Self.aliceData(alice)
            #expect(try await bob.get("/api/v1/habits?archived=true").items.isEmpty)
            #expect(try await bob.get("/api/v1/categories").items.count == 4)
            #expect(try await bob.get("/api/v1/today").json["habits"] == .array([]))
            #expect(try await bob.get("/api/v1/overview").items.isEmpty)
            #expect(try await bob.get("/api/v1/tokens").items.count == 1)
            let analytics = try await bob.get("/api/v1/analytics")
            #expect(analytics.json["timeOfDay"]?.arrayValue?.allSatisfy { $0 == .number(0) } == true)
            #expect(analytics.json["struggling"] == .array([]))
            let progress = try await bob.get("/api/v1/progress")
            #expect(progress.json["xp"]?["total"] == .number(0))
            #expect(progress.json["transactions"] == .array([]))
            #expect(try await bob.get("/api/v1/health?from=2026-06-01").items.isEmpty)
            let health = try await bob.get("/api/v1/health/summary?days=30")
            #expect(health.json["types"]?.arrayValue?.allSatisfy { $0["daysWithEntries"] == .number(0) } == true)
            #expect(try await bob.get("/api/v1/todos?list=all").items.isEmpty)
            #expect(try await bob.get("/api/v1/notes").items.isEmpty)
            #expect(try await bob.get("/api/v1/notes/search?q=secret").items.isEmpty)
            #expect(try await bob.get("/api/v1/accounts").items.isEmpty)
            #expect(try await bob.get("/api/v1/accounts/totals").items.isEmpty)
            #expect(try await bob.get("/api/v1/reminders").items.isEmpty)
            #expect(try await bob.get("/api/v1/reminders/due?from=2026-06-14T00:00:00Z&to=2026-06-30T00:00:00Z").items.isEmpty)
            #expect(try await bob.get("/api/v1/pauses").items.isEmpty)
            let cards = try await bob.get("/api/v1/dashboard").json["cards"]?.arrayValue ?? []
            #expect(cards.count == 5 && cards.allSatisfy { $0["lastUpdated"] == .null }, "Bob's dashboard knows nothing of Alice's")
            for body in [try await bob.get("/api/v1/habits").text, try await bob.get("/api/v1/categories").text] {
                #expect(!body.contains("Secret") && !body.contains("Private"))
            }
        }
    }

    @Test func sameNamesDoNotClashAcrossUsers() async throws {
        try await TestServer().run { client in
            let (alice, bob) = try await client.twoUsers()
            _ = try await alice.createHabit(#"{"name": "Read"}"#)
            #expect(try await bob.post("/api/v1/habits", #"{"name": "Read"}"#).status == .created)
            _ = try await alice.post("/api/v1/categories", #"{"name": "Work"}"#)
            #expect(try await bob.post("/api/v1/categories", #"{"name": "Work"}"#).status == .created)
        }
    }
}
