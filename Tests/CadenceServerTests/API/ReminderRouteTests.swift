import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `/api/v1/habits/{id}/reminders`, `/api/v1/reminders`, `/api/v1/pauses` and the calendar feed
/// (docs/api.md, docs/domain-rules.md §9): the same rules and JSON as `cadence remind` and
/// `cadence pause`. The clock stands at Monday 2026-06-15 10:00 UTC.
@Suite struct ReminderRouteTests {
    @Test func addListDueSwitchAndDelete() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let habit = try await alice.createHabit(#"{"name": "Read", "startDate": "2026-06-01"}"#)
            let added = try await alice.post("/api/v1/habits/\(habit)/reminders", #"{"time": "21:00"}"#)
            #expect(added.status == .created && added.json["time"]?.stringValue == "21:00")
            let id = try added.int("id")
            let weekend = try await alice.post("/api/v1/habits/\(habit)/reminders", #"{"time": "9:30", "weekdays": [6, 7]}"#)
            #expect(weekend.json["weekdays"] == .array([.number(6), .number(7)]))
            #expect(try await alice.post("/api/v1/habits/\(habit)/reminders", #"{"time": "21:00"}"#).status == .unprocessableContent)
            #expect(try await alice.post("/api/v1/habits/\(habit)/reminders", #"{"time": "24:00"}"#).status == .unprocessableContent)
            #expect(try await alice.post("/api/v1/habits/\(habit)/reminders", #"{"time": "8:00", "weekdays": [8]}"#).status == .badRequest)
            #expect(try await alice.get("/api/v1/habits/\(habit)/reminders").items.count == 2)

            let due = try await alice.get("/api/v1/reminders/due")
            #expect(due.items.map { $0["at"]?.stringValue } == ["2026-06-15T21:00:00Z"])
            let week = try await alice.get("/api/v1/reminders/due?from=2026-06-15T00:00:00Z&to=2026-06-22T00:00:00Z")
            #expect(week.items.count == 9, "21:00 every day and 09:30 on the weekend")
            try await alice.post("/api/v1/habits/\(habit)/checkins", #"{"amount": 1}"#)
            #expect(try await alice.get("/api/v1/reminders/due").items.first?["cancelled"] == .bool(true))
            #expect(try await alice.get("/api/v1/reminders/due?from=tomorrow").status == .badRequest)
            #expect(try await alice.get("/api/v1/reminders/due?from=2026-06-15T00:00:00Z&to=2027-12-01T00:00:00Z").status == .unprocessableContent)

            #expect(try await alice.patch("/api/v1/reminders/\(id)", #"{"active": false}"#).json["active"] == .bool(false))
            #expect(try await alice.get("/api/v1/reminders").items.count == 2)
            #expect(try await alice.delete("/api/v1/reminders/\(id)").status == .noContent)
            #expect(try await alice.delete("/api/v1/reminders/\(id)").status == .notFound)
        }
    }

    @Test func pausesSkipInOneGoAndList() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let read = try await alice.createHabit(#"{"name": "Read", "startDate": "2026-06-01"}"#)
            let run = try await alice.createHabit(#"{"name": "Run", "startDate": "2026-06-01"}"#)
            let paused = try await alice.post("/api/v1/pauses", #"{"from": "2026-06-20", "to": "2026-06-22", "habitIds": [\#(run)]}"#)
            #expect(paused.status == .created && paused.json["habits"]?.arrayValue?.count == 1)
            let list = try await alice.get("/api/v1/pauses")
            #expect(list.items.map { $0["from"]?.stringValue } == ["2026-06-20"] && list.items.first?["to"]?.stringValue == "2026-06-22")
            #expect(try await alice.post("/api/v1/pauses", #"{"from": "2026-06-22", "to": "2026-06-20"}"#).status == .unprocessableContent)
            #expect(try await alice.post("/api/v1/pauses", #"{"from": "2026-06-20", "to": "2026-06-21", "habitIds": [987654]}"#).status == .notFound)
            #expect(try await alice.get("/api/v1/pauses").items.count == 1, "a refused pause changes nothing")
            #expect(try await alice.post("/api/v1/pauses/undo", #"{"from": "2026-06-01", "to": "2026-06-30"}"#).status == .ok)
            #expect(try await alice.get("/api/v1/pauses").items.isEmpty)
            _ = read
        }
    }

    @Test func theCalendarFeedIsReachedByItsSecretOnly() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let habit = try await alice.createHabit(#"{"name": "Read", "startDate": "2026-06-01", "reminders": [{"time": "21:00"}]}"#)
            #expect(try await alice.get("/api/v1/calendar-feed").json["active"] == .bool(false))
            let made = try await alice.post("/api/v1/calendar-feed")
            #expect(made.status == .created)
            let url = try #require(made.json["url"]?.stringValue)
            #expect(url.hasPrefix("/calendar/cal_") && url.hasSuffix(".ics"))
            let feed = try await client.with(.none).send(.get, url)
            #expect(feed.status == .ok && feed.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(feed.text.components(separatedBy: "UID:cadence-reminder-").count - 1 == 14)
            #expect(feed.text.components(separatedBy: "UID:cadence-series-").count - 1 == 1)  // §17
            #expect(feed.text.contains("UID:cadence-reminder-"))
            #expect(try await alice.get("/api/v1/calendar-feed").json["url"] == .null)
            #expect(try await client.with(.none).send(.get, "/calendar/cal_guess.ics").status == .notFound)
            let again = try await alice.post("/api/v1/calendar-feed")
            #expect(try await client.with(.none).send(.get, url).status == .notFound, "a new secret revokes the old")
            #expect(try await alice.delete("/api/v1/calendar-feed").status == .noContent)
            #expect(try await client.with(.none).send(.get, try #require(again.json["url"]?.stringValue)).status == .notFound)
            #expect(try await alice.delete("/api/v1/calendar-feed").status == .notFound)
            _ = habit
        }
    }
}
