import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// Check-ins and days: add, list with paging, set a day, undo, skip, delete.
@Suite struct CheckInRouteTests {
    @Test func addingACheckInAnswersTheEntries() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let water = try await alice.createHabit(#"{"name": "Water", "unit": "L", "target": 2, "startDate": "2026-06-01"}"#)
            let tap = try await alice.post("/api/v1/habits/\(water)/checkins", #"{"amount": 2}"#)
            #expect(tap.status == .created)
            #expect(tap.items.count == 1)
            #expect(tap.items.first?["amount"]?.numberValue == 2)
            #expect(tap.items.first?["unit"]?.stringValue == "L")
            #expect(tap.items.first?["date"]?.stringValue == "2026-06-15")
            #expect(tap.items.first?["at"]?.stringValue == "2026-06-15T10:00:00Z")
            let backfill = try await alice.post(
                "/api/v1/habits/\(water)/checkins", #"{"amount": 500, "unit": "mL", "date": "2026-06-10", "time": "08:15", "note": "run"}"#)
            #expect(backfill.items.first?["at"]?.stringValue == "2026-06-10T08:15:00Z")
            #expect(backfill.items.first?["note"]?.stringValue == "run")
            #expect(backfill.items.first?["amount"]?.numberValue == 0.5)
            let simple = try await alice.createHabit(#"{"name": "Floss", "timesPerDay": 2}"#)
            let twice = try await alice.post("/api/v1/habits/\(simple)/checkins", #"{"amount": 2}"#)
            #expect(twice.items.count == 2)
            // docs/domain-rules.md §3 "A yes/no day is complete": a third is one too many.
            let third = try await alice.post("/api/v1/habits/\(simple)/checkins")
            #expect(third.status == .conflict && third.code == "dayComplete", "\(third.text)")
            #expect(third.header("content-type")?.hasPrefix("application/problem+json") == true)
            #expect(try await alice.get("/api/v1/habits/\(simple)/checkins").items.count == 2)
            // A counted habit may go over its target.
            let pushUps = try await alice.createHabit(#"{"name": "Push-ups", "unit": "times", "target": 2}"#)
            for _ in 0..<3 { #expect(try await alice.post("/api/v1/habits/\(pushUps)/checkins", #"{"amount": 1}"#).status == .created) }
        }
    }

    @Test func refusesFutureDaysAndBadAmounts() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let run = try await alice.createHabit(#"{"name": "Run", "unit": "km", "target": 5}"#)
            let future = try await alice.post("/api/v1/habits/\(run)/checkins", #"{"date": "2026-06-16"}"#)
            #expect(future.status == .unprocessableContent)
            #expect(future.code == "checkInInFuture")
            let negative = try await alice.post("/api/v1/habits/\(run)/checkins", #"{"amount": -1}"#)
            #expect(negative.code == "amountInvalid")
            let incompatible = try await alice.post("/api/v1/habits/\(run)/checkins", #"{"amount": 1, "unit": "kg"}"#)
            #expect(incompatible.status == .unprocessableContent)
            let beforeStart = try await alice.post("/api/v1/habits/\(run)/checkins", #"{"date": "2026-01-01"}"#)
            #expect(beforeStart.code == "checkInBeforeStart")
        }
    }

    @Test func listsCheckInsByRangeAPageAtATime() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let read = try await alice.createHabit(#"{"name": "Read", "unit": "pages", "target": 10, "startDate": "2026-06-01"}"#)
            for day in 1...9 {
                try await alice.post("/api/v1/habits/\(read)/checkins", #"{"amount": \#(day), "date": "2026-06-0\#(day)"}"#)
            }
            let first = try await alice.get("/api/v1/habits/\(read)/checkins?from=2026-06-02&to=2026-06-08&limit=4")
            #expect(first.items.compactMap { $0["date"]?.stringValue } == ["2026-06-02", "2026-06-03", "2026-06-04", "2026-06-05"])
            #expect(first.header("x-total-count") == "7")
            let next = try #require(first.header("link"))
            #expect(next == "</api/v1/habits/\(read)/checkins?limit=4&offset=4&from=2026-06-02&to=2026-06-08>; rel=\"next\"")
            let second = try await alice.get("/api/v1/habits/\(read)/checkins?limit=4&offset=4&from=2026-06-02&to=2026-06-08")
            #expect(second.items.compactMap { $0["date"]?.stringValue } == ["2026-06-06", "2026-06-07", "2026-06-08"])
            #expect(second.header("link") == nil)
            #expect(try await alice.get("/api/v1/habits/\(read)/checkins").items.count == 9)
            #expect(try await alice.get("/api/v1/habits/\(read)/checkins?from=2026-06-09&to=2026-06-01").status == .unprocessableContent)
            #expect(try await alice.get("/api/v1/habits/\(read)/checkins?limit=0").status == .badRequest)
            #expect(try await alice.get("/api/v1/habits/\(read)/checkins?from=June").status == .badRequest)
        }
    }

    @Test func putSetsTheDaysTotalSkipDifficultyAndNote() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let run = try await alice.createHabit(#"{"name": "Run", "unit": "km", "target": 5, "startDate": "2026-06-01"}"#)
            try await alice.post("/api/v1/habits/\(run)/checkins", #"{"amount": 1, "date": "2026-06-12"}"#)
            try await alice.post("/api/v1/habits/\(run)/checkins", #"{"amount": 2, "date": "2026-06-12"}"#)
            let day = try await alice.put(
                "/api/v1/habits/\(run)/days/2026-06-12", #"{"total": 6, "difficulty": 4, "note": "windy"}"#)
            #expect(day.status == .ok)
            #expect(day.json["total"]?.numberValue == 6)
            #expect(day.json["checkIns"]?.arrayValue?.count == 1)
            #expect(day.json["difficulty"]?.numberValue == 4)
            #expect(day.json["note"]?.stringValue == "windy")
            #expect(day.json["skipped"] == .bool(false))
            let cleared = try await alice.put("/api/v1/habits/\(run)/days/2026-06-12", #"{"difficulty": null, "note": null, "skipped": true}"#)
            #expect(cleared.json["difficulty"] == .null)
            #expect(cleared.json["note"] == .null)
            #expect(cleared.json["skipped"] == .bool(true))
            #expect(cleared.json["total"]?.numberValue == 6)
            #expect(try await alice.get("/api/v1/habits/\(run)/days/2026-06-12").json == cleared.json)
            let hard = try await alice.put("/api/v1/habits/\(run)/days/2026-06-12", #"{"difficulty": 6}"#)
            #expect(hard.status == .unprocessableContent)
            #expect(hard.code == "difficultyOutOfRange")
            #expect(try await alice.put("/api/v1/habits/\(run)/days/2026-13-01", "{}").status == .badRequest)
            let records = try await alice.get("/api/v1/habits/\(run)/days?from=2026-06-01&to=2026-06-30")
            #expect(records.items.count == 1)
            #expect(records.items.first?["skipped"] == .bool(true))
        }
    }

    @Test func undoRemovesTheDaysLatestCheckIn() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let water = try await alice.createHabit(#"{"name": "Water", "unit": "cups", "target": 8}"#)
            try await alice.post("/api/v1/habits/\(water)/checkins", #"{"amount": 1, "time": "08:00"}"#)
            try await alice.post("/api/v1/habits/\(water)/checkins", #"{"amount": 3, "time": "09:00"}"#)
            let undone = try await alice.delete("/api/v1/habits/\(water)/days/2026-06-15/last")
            #expect(undone.status == .ok)
            #expect(undone.json["amount"]?.numberValue == 3)
            try await alice.delete("/api/v1/habits/\(water)/days/2026-06-15/last")
            let nothing = try await alice.delete("/api/v1/habits/\(water)/days/2026-06-15/last")
            #expect(nothing.status == .unprocessableContent)
            #expect(nothing.code == "nothingToUndo")
        }
    }

    @Test func skipsARangeAndDeletesACheckInById() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let run = try await alice.createHabit(#"{"name": "Run", "startDate": "2026-06-01"}"#)
            let skip = try await alice.post("/api/v1/habits/\(run)/skips", #"{"from": "2026-06-03", "to": "2026-06-05"}"#)
            #expect(skip.status == .ok)
            #expect(skip.json["skipped"] == .bool(true))
            #expect(skip.json["habit"]?["name"]?.stringValue == "Run")
            #expect(try await alice.get("/api/v1/habits/\(run)/days").items.count == 3)
            let unskip = try await alice.post("/api/v1/habits/\(run)/skips", #"{"from": "2026-06-04", "to": "2026-06-04", "skipped": false}"#)
            #expect(unskip.json["skipped"] == .bool(false))
            let backwards = try await alice.post("/api/v1/habits/\(run)/skips", #"{"from": "2026-06-05", "to": "2026-06-03"}"#)
            #expect(backwards.code == "dateRangeInvalid")
            let entry = try #require(try await alice.post("/api/v1/habits/\(run)/checkins").items.first)
            let id = Int(try #require(entry["id"]?.numberValue))
            let deleted = try await alice.delete("/api/v1/checkins/\(id)")
            #expect(deleted.status == .ok)
            #expect(deleted.json == entry)
            #expect(try await alice.delete("/api/v1/checkins/\(id)").status == .notFound)
            #expect(try await alice.delete("/api/v1/checkins/abc").status == .notFound)
        }
    }
}
