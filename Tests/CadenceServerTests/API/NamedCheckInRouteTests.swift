import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `POST /api/v1/checkins`: a check-in for the habit the body names (docs/domain-rules.md §3
/// "Check-in by name"), as the automation recipes in docs/automation.md send it.
@Suite struct NamedCheckInRouteTests {
    @Test func resolvesByNamePrefixAndLaterWordLikeTheCommandLine() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let water = try await alice.createHabit(#"{"name": "Drink water", "unit": "cups", "target": 8}"#)
            let read = try await alice.createHabit(#"{"name": "Read", "unit": "pages", "target": 10, "startDate": "2026-06-01"}"#)
            let exact = try await alice.post("/api/v1/checkins", #"{"habit": "drink WATER", "amount": 2}"#)
            #expect(exact.status == .created, "\(exact.text)")
            #expect(exact.items.first?["amount"]?.numberValue == 2)
            #expect(exact.items.first?["unit"]?.stringValue == "cups")
            let byWord = try await alice.post("/api/v1/checkins", #"{"habit": "wat", "amount": 1, "note": "from a shortcut"}"#)
            #expect(byWord.status == .created, "\(byWord.text)")
            #expect(byWord.items.first?["note"]?.stringValue == "from a shortcut")
            let byID = try await alice.post("/api/v1/checkins", #"{"habit": "\#(read)", "amount": 5, "date": "2026-06-14"}"#)
            #expect(byID.status == .created)
            #expect(byID.items.first?["date"]?.stringValue == "2026-06-14")
            let waterDay = try await alice.get("/api/v1/habits/\(water)/days/2026-06-15")
            #expect(waterDay.json["total"]?.numberValue == 3)
            #expect(try await alice.get("/api/v1/habits/\(read)/checkins").items.count == 1)
        }
    }

    @Test func anAmbiguousNameListsTheCandidatesAndWritesNothing() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let morning = try await alice.createHabit(#"{"name": "Run morning"}"#)
            let evening = try await alice.createHabit(#"{"name": "Run evening"}"#)
            let ambiguous = try await alice.post("/api/v1/checkins", #"{"habit": "run"}"#)
            #expect(ambiguous.status == .conflict && ambiguous.code == "ambiguous", "\(ambiguous.text)")
            let candidates = try #require(ambiguous.json["candidates"]?.arrayValue)
            #expect(candidates.compactMap { $0["id"]?.numberValue }.map { Int64($0) } == [morning, evening])
            #expect(candidates.compactMap { $0["name"]?.stringValue } == ["Run morning", "Run evening"])
            #expect(ambiguous.json["errors"]?.arrayValue?.first?["field"]?.stringValue == "habit")
            for habit in [morning, evening] {
                #expect(try await alice.get("/api/v1/habits/\(habit)/checkins").items.isEmpty)
            }
            // No other problem carries candidates.
            let missing = try await alice.post("/api/v1/checkins", #"{"habit": "Swim"}"#)
            #expect(missing.status == .notFound && missing.code == "notFound")
            #expect(missing.json["candidates"] == nil)
        }
    }

    @Test func refusesBadBodiesAndOtherPeoplesHabits() async throws {
        try await TestServer().run { client in
            // By API token, as an automation signs in.
            let (alice, bob) = try await client.twoUsers()
            let secret = try await bob.createHabit(#"{"name": "Secret"}"#)
            _ = try await alice.createHabit(#"{"name": "Walk"}"#)
            #expect(try await alice.post("/api/v1/checkins", #"{"habit": "Secret"}"#).status == .notFound)
            #expect(try await alice.post("/api/v1/checkins", #"{"habit": "\#(secret)"}"#).status == .notFound)
            #expect(try await bob.get("/api/v1/habits/\(secret)/checkins").items.isEmpty)
            let blank = try await alice.post("/api/v1/checkins", #"{"habit": "   "}"#)
            #expect(blank.status == .unprocessableContent && blank.code == "nameEmpty", "\(blank.text)")
            #expect(try await alice.post("/api/v1/checkins", #"{"amount": 1}"#).status == .badRequest)
            #expect(try await alice.post("/api/v1/checkins").status == .badRequest)
            let long = String(repeating: "w", count: 201)
            #expect(try await alice.post("/api/v1/checkins", #"{"habit": "\#(long)"}"#).status == .badRequest)
            #expect(try await alice.post("/api/v1/checkins", #"{"habit": "Walk", "extra": 1}"#).status == .badRequest)
            #expect(try await alice.post("/api/v1/checkins", #"{"habit": "Walk", "amount": -1}"#).code == "amountInvalid")
            #expect(try await client.post("/api/v1/checkins", #"{"habit": "Walk"}"#).status == .unauthorized)
        }
    }

    @Test func aRepeatedIdempotencyKeyRecordsOnce() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let water = try await alice.createHabit(#"{"name": "Water", "unit": "cups", "target": 8}"#)
            var headers = HTTPFields()
            headers.set("Idempotency-Key", "shortcut-1")
            let first = try await alice.send(.post, "/api/v1/checkins", json: #"{"habit": "Water", "amount": 1}"#, headers: headers)
            let again = try await alice.send(.post, "/api/v1/checkins", json: #"{"habit": "Water", "amount": 1}"#, headers: headers)
            #expect(first.status == .created && again.status == .ok)
            #expect(first.items == again.items)
            #expect(try await alice.get("/api/v1/habits/\(water)/checkins").items.count == 1)
        }
    }

    @Test func anArchivedHabitIsFoundAndRefused() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let old = try await alice.createHabit(#"{"name": "Journal"}"#)
            #expect(try await alice.post("/api/v1/habits/\(old)/archive").status == .ok)
            let refused = try await alice.post("/api/v1/checkins", #"{"habit": "Journal"}"#)
            #expect(refused.status == .conflict && refused.code == "habitArchived", "\(refused.text)")
            #expect(try await alice.get("/api/v1/habits/\(old)/checkins").items.isEmpty)
        }
    }
}
