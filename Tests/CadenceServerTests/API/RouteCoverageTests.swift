import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Synchronization
import Testing

/// One walk through the whole API that calls every operation of `openapi.yaml` at least
/// once, each response checked against the document: a route added to the code but not the
/// document, or to the document but not the code, fails here.
@Suite struct RouteCoverageTests {
    /// The client used by the walk, remembering which documented operations it called.
    final class Walker: Sendable {
        let client: APIClient
        let called = Mutex<Set<String>>([])

        init(client: APIClient) {
            self.client = client
        }

        @discardableResult
        func call(_ method: HTTPRequest.Method, _ path: String, _ json: String? = nil) async throws -> APIResponse {
            let response = try await client.send(method, path, json: json)
            let route = String(path.split(separator: "?").first ?? "")
            if let template = ContractChecker.template(for: route, method: method.rawValue) {
                _ = called.withLock { $0.insert("\(method.rawValue) \(template)") }
            }
            #expect(response.status.code < 300, "\(method.rawValue) \(path): \(response.text)")
            return response
        }
    }

    @Test func everyDocumentedOperationAnswersAsDocumented() async throws {
        try await TestServer(configuration: NotifyRouteTests.configuration).run { client in
            let signedUp = try await client.signUp("alice")
            let walker = Walker(client: signedUp)
            try await walker.call(.get, "/healthz")
            try await walker.call(.get, "/readyz")
            try await walker.call(.get, "/api/v1/account")
            try await walker.call(.get, "/api/v1/server/settings")
            try await walker.call(.patch, "/api/v1/server/settings", #"{"signUpsOpen": false}"#)
            let token = try await walker.call(.post, "/api/v1/tokens", #"{"name": "walk"}"#)
            try await walker.call(.get, "/api/v1/tokens")

            let category = try await walker.call(.post, "/api/v1/categories", #"{"name": "Work"}"#).int("id")
            try await walker.call(.get, "/api/v1/categories")
            try await walker.call(.get, "/api/v1/categories/\(category)")
            try await walker.call(.patch, "/api/v1/categories/\(category)", #"{"name": "Career"}"#)
            try await walker.call(.post, "/api/v1/categories/\(category)/move", #"{"position": 1}"#)

            let presets = try await walker.call(.get, "/api/v1/presets")
            let preset = try #require(presets.items.first?["id"]?.stringValue)
            try await walker.call(.get, "/api/v1/presets/\(preset)")

            let habit = try await walker.call(
                .post, "/api/v1/habits", #"{"name": "Run", "unit": "km", "target": 5, "startDate": "2026-06-01", "categoryId": \#(category)}"#
            ).int("id")
            let other = try await walker.call(.post, "/api/v1/habits", #"{"presetId": "\#(preset)"}"#).int("id")
            try await walker.call(.get, "/api/v1/habits")
            try await walker.call(.get, "/api/v1/habits/\(habit)")
            try await walker.call(.patch, "/api/v1/habits/\(habit)", #"{"description": "easy pace"}"#)
            try await walker.call(.post, "/api/v1/habits/\(habit)/move", #"{"position": 2}"#)
            try await walker.call(.post, "/api/v1/habits/\(other)/archive")
            try await walker.call(.post, "/api/v1/habits/\(other)/unarchive")

            let added = try await walker.call(.post, "/api/v1/habits/\(habit)/checkins", #"{"amount": 3, "date": "2026-06-14"}"#)
            try await walker.call(.post, "/api/v1/habits/\(habit)/checkins", #"{"amount": 2, "date": "2026-06-14"}"#)
            try await walker.call(.post, "/api/v1/checkins", #"{"habit": "\#(habit)", "amount": 1, "date": "2026-06-12"}"#)
            try await walker.call(.get, "/api/v1/habits/\(habit)/checkins?from=2026-06-01&to=2026-06-15")
            try await walker.call(.put, "/api/v1/habits/\(habit)/days/2026-06-13", #"{"total": 5, "difficulty": 3}"#)
            try await walker.call(.get, "/api/v1/habits/\(habit)/days/2026-06-13")
            try await walker.call(.get, "/api/v1/habits/\(habit)/days")
            try await walker.call(.delete, "/api/v1/habits/\(habit)/days/2026-06-14/last")
            try await walker.call(.post, "/api/v1/habits/\(habit)/skips", #"{"from": "2026-06-10", "to": "2026-06-11"}"#)
            try await walker.call(.get, "/api/v1/habits/\(habit)/stats?from=2026-06-01")
            let entry = Int(try #require(added.items.first?["id"]?.numberValue))
            try await walker.call(.delete, "/api/v1/checkins/\(entry)")

            try await walker.call(.get, "/api/v1/today")
            try await walker.call(.get, "/api/v1/overview")
            try await walker.call(.get, "/api/v1/analytics")
            try await walker.call(.get, "/api/v1/progress")
            try await walker.call(.get, "/api/v1/achievements")
            try await walker.call(.get, "/api/v1/settings")
            let sleep = try await walker.call(.post, "/api/v1/health", #"{"type": "sleep", "value": 450, "unit": "min", "date": "2026-06-14"}"#)
            #expect(sleep.json["value"]?.numberValue == 7.5)
            try await walker.call(.get, "/api/v1/health?type=sleep&from=2026-06-01")
            try await walker.call(.get, "/api/v1/health/summary?days=30")
            let todo = try await walker.call(.post, "/api/v1/todos", #"{"title": "Rent", "due": "2026-06-30", "repeat": "monthly"}"#).int("id")
            try await walker.call(.get, "/api/v1/todos?list=all")
            try await walker.call(.get, "/api/v1/todos/\(todo)")
            try await walker.call(.patch, "/api/v1/todos/\(todo)", #"{"priority": "high"}"#)
            try await walker.call(.post, "/api/v1/todos/\(todo)/complete")
            try await walker.call(.post, "/api/v1/todos/\(todo)/reopen")
            try await walker.call(.delete, "/api/v1/todos/\(todo)")
            try await walker.call(.post, "/api/v1/todos/\(todo)/restore")
            // docs/domain-rules.md "§19 Routines".
            let routine = try await walker.call(.post, "/api/v1/routines", #"{"name": "Morning", "habits": [\#(habit)]}"#).int("id")
            try await walker.call(.get, "/api/v1/routines")
            try await walker.call(.get, "/api/v1/routines/\(routine)")
            try await walker.call(.patch, "/api/v1/routines/\(routine)", #"{"time": "07:00"}"#)
            try await walker.call(.delete, "/api/v1/routines/\(routine)")
            let note = try await walker.call(.post, "/api/v1/notes", #"{"title": "Trip", "content": "Huts"}"#).int("id")
            try await walker.call(.get, "/api/v1/notes")
            try await walker.call(.get, "/api/v1/notes/search?q=hut&limit=5")
            try await walker.call(.get, "/api/v1/notes/\(note)")
            try await walker.call(.patch, "/api/v1/notes/\(note)", #"{"pinned": true}"#)
            try await walker.call(.delete, "/api/v1/notes/\(note)")
            try await walker.call(.post, "/api/v1/notes/\(note)/restore")
            let account = try await walker.call(.post, "/api/v1/accounts", #"{"name": "Checking", "currency": "EUR", "opening": "10.00"}"#).int("id")
            try await walker.call(.get, "/api/v1/accounts?on=2026-06-01")
            try await walker.call(.get, "/api/v1/accounts/totals")
            try await walker.call(.get, "/api/v1/accounts/\(account)")
            try await walker.call(.patch, "/api/v1/accounts/\(account)", #"{"type": "savings"}"#)
            let spent = try await walker.call(.post, "/api/v1/accounts/\(account)/transactions", #"{"amount": "-2.50"}"#)
            #expect(spent.json["balance"]?.stringValue == "7.50")
            try await walker.call(.get, "/api/v1/accounts/\(account)/transactions")
            let reminder = try await walker.call(.post, "/api/v1/habits/\(other)/reminders", #"{"time": "07:00"}"#).int("id")
            try await walker.call(.get, "/api/v1/habits/\(other)/reminders")
            try await walker.call(.get, "/api/v1/reminders")
            try await walker.call(.get, "/api/v1/reminders/due?from=2026-06-15T00:00:00Z&to=2026-06-16T00:00:00Z")
            try await walker.call(.patch, "/api/v1/reminders/\(reminder)", #"{"active": false}"#)
            try await walker.call(.delete, "/api/v1/reminders/\(reminder)")
            try await walker.call(.post, "/api/v1/pauses", #"{"from": "2026-06-20", "to": "2026-06-21"}"#)
            try await walker.call(.get, "/api/v1/pauses")
            try await walker.call(.post, "/api/v1/pauses/undo", #"{"from": "2026-06-20", "to": "2026-06-21"}"#)
            try await walker.call(.get, "/api/v1/calendar-feed")
            let feed = try await walker.call(.post, "/api/v1/calendar-feed")
            try await walker.call(.get, try #require(feed.json["url"]?.stringValue))
            try await walker.call(.delete, "/api/v1/calendar-feed")
            let channel = try await walker.call(.post, "/api/v1/notify/channels", #"{"kind": "ntfy", "url": "http://127.0.0.1:9/topic"}"#).int("id")
            try await walker.call(.get, "/api/v1/notify/channels")
            try await walker.call(.post, "/api/v1/notify/test")
            try await walker.call(.get, "/api/v1/notify/log?limit=5")
            try await walker.call(.delete, "/api/v1/notify/channels/\(channel)")
            try await walker.call(.get, "/api/v1/push/key")
            let device = try await walker.call(.post, "/api/v1/push/subscriptions", PushRouteTests.body("http://127.0.0.1:9/wpush")).int("id")
            try await walker.call(.get, "/api/v1/push/subscriptions")
            try await walker.call(.post, "/api/v1/push/subscriptions/\(device)/test")
            try await walker.call(.delete, "/api/v1/push/subscriptions/\(device)")
            // docs/api.md "Webhooks" (branch i38-hooks).
            let hook = try await walker.call(.post, "/api/v1/webhooks", #"{"url": "http://127.0.0.1:9/in", "events": ["day.perfect"]}"#).int("id")
            try await walker.call(.get, "/api/v1/webhooks")
            try await walker.call(.post, "/api/v1/webhooks/\(hook)/test")
            try await walker.call(.get, "/api/v1/webhooks/\(hook)/deliveries?limit=5")
            try await walker.call(.delete, "/api/v1/webhooks/\(hook)")
            // docs/api.md "Partners and shared habits" (branch i39-partners).
            try await walker.call(.post, "/api/v1/partners/invites")
            try await walker.call(.patch, "/api/v1/server/settings", #"{"signUpsOpen": true}"#)
            let bob = try await client.signUp("bob")
            let bobsCode = try #require(try await bob.post("/api/v1/partners/invites").json["code"]?.stringValue)
            let partner = try await walker.call(.post, "/api/v1/partners/accept", #"{"code": "\#(bobsCode)"}"#).int("id")
            try await walker.call(.get, "/api/v1/partners")
            try await walker.call(.put, "/api/v1/habits/\(habit)/sharing", #"{"with": [\#(partner)], "amounts": true}"#)
            try await walker.call(.get, "/api/v1/habits/\(habit)/sharing")
            try await walker.call(.get, "/api/v1/partners/\(partner)/habits")
            // docs/api.md "Nudges and partner news" (branch i39-nudges): Alice nudges the habit Bob shares.
            try await walker.call(.get, "/api/v1/settings/news")
            try await walker.call(.patch, "/api/v1/settings/news", #"{"nudges": true, "quietStart": "22:00", "quietEnd": "07:00"}"#)
            let bobsHabit = try await bob.post("/api/v1/habits", #"{"name": "Bob's walk"}"#).int("id")
            #expect(try await bob.put("/api/v1/habits/\(bobsHabit)/sharing", #"{"with": "all"}"#).status == .ok)
            try await walker.call(.post, "/api/v1/partners/\(partner)/habits/\(bobsHabit)/nudge")
            let challenge = try await walker.call(
                .post, "/api/v1/challenges",
                #"{"name": "June", "habit": {"name": "Challenge walk"}, "start": "2026-06-15", "end": "2026-06-30", "invite": [\#(partner)]}"#
            ).int("id")
            try await walker.call(.get, "/api/v1/challenges")
            try await walker.call(.get, "/api/v1/challenges/\(challenge)")
            try await walker.call(.post, "/api/v1/challenges/\(challenge)/invite", #"{"partners": [\#(partner)]}"#)
            let bobsInvite = try #require(try await bob.get("/api/v1/challenges").items.first?["id"]?.numberValue)
            #expect(bobsInvite == Double(challenge))
            let bobsBody = #"{"name": "Bob's", "habit": {"name": "Challenge swim"}, "start": "2026-06-15", "end": "2026-06-20""#
            let bobs = try await bob.post("/api/v1/challenges", bobsBody + #", "invite": [\#(partner)]}"#).int("id")
            try await walker.call(.post, "/api/v1/challenges/\(bobs)/join", "{}")
            try await walker.call(.delete, "/api/v1/partners/\(partner)")
            let pulled = try await walker.call(.get, "/api/v1/sync?after=0&limit=1000&deviceId=walk.1")
            let synced = JSONValue.object(["deviceId": .string("walk.1"), "entries": pulled.json["entries"] ?? .array([])])
            let pushed = try await walker.call(.post, "/api/v1/sync", String(decoding: try JSONEncoder().encode(synced), as: UTF8.self))
            #expect(pushed.json["changed"]?.numberValue == 0)
            let dashboard = try await walker.call(.get, "/api/v1/dashboard")
            #expect(dashboard.json["cards"]?.arrayValue?.count == 5)
            try await walker.call(.patch, "/api/v1/accounts/\(account)/transactions/\(try spent.int("id"))", #"{"category": "food"}"#)
            try await walker.call(.delete, "/api/v1/accounts/\(account)/transactions/\(try spent.int("id"))")
            try await walker.call(.post, "/api/v1/accounts/\(account)/transactions/\(try spent.int("id"))/restore")
            let exported = try await walker.call(.get, "/api/v1/export")
            let preview = try await walker.call(.post, "/api/v1/import?fileName=export.json&dryRun=true", exported.text)
            #expect(preview.json["habitsCreated"]?.numberValue == 0)
            try await walker.call(.post, "/api/v1/import?fileName=export.json", exported.text)
            try await walker.call(.get, "/api/v1/imports")
            try await walker.call(.patch, "/api/v1/settings", #"{"timeZone": "Europe/Paris"}"#)

            try await walker.call(.delete, "/api/v1/health/\(try sleep.int("id"))")
            try await walker.call(.post, "/api/v1/health/\(try sleep.int("id"))/restore")
            try await walker.call(.delete, "/api/v1/accounts/\(account)")
            try await walker.call(.delete, "/api/v1/habits/\(other)")
            try await walker.call(.delete, "/api/v1/categories/\(category)")
            let tokenID = Int(try #require(token.json["token"]?["id"]?.numberValue))
            try await walker.call(.delete, "/api/v1/tokens/\(tokenID)")
            try await walker.call(
                .post, "/api/v1/account/password",
                #"{"currentPassword": "correct horse", "newPassword": "correct horse", "keepTokens": true}"#)
            try await walker.call(.post, "/api/v1/auth/sign-out")
            try await walker.client.with(.none).send(.post, "/api/v1/auth/sign-in", json: #"{"username": "alice", "password": "correct horse"}"#)
            _ = walker.called.withLock { $0.insert("POST /api/v1/auth/sign-in") }
            _ = walker.called.withLock { $0.insert("POST /api/v1/auth/sign-up") }

            let documented = Set(ContractChecker.document.operations.map { "\($0.method) \($0.path)" })
            let called = walker.called.withLock { $0 }
            #expect(documented.subtracting(called).isEmpty, "never called: \(documented.subtracting(called).sorted())")
            #expect(called.subtracting(documented).isEmpty)
        }
    }
}
