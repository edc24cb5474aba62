import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceServer
import CadenceStorage
import Foundation
import GRDB
import Hummingbird
import Testing

@testable import CadenceSQLite
@testable import CadenceServices

/// Issue 11's hostile requests, each of which used to stop the server (a trap converting a
/// huge double to an integer) or answer 500: now each gets a 4xx with a readable message,
/// writes nothing, and the server goes on answering (the tests run in-process: a trap would
/// end the test run). docs/domain-rules.md §7 "Numbers at the boundary" and "Upper bounds".
@Suite struct HostileInputTests {
    static let hugeNumbers = ["1e19", "-1e19", "9223372036854775296", "9223372036854775807", "1e300", "99999999999999999999"]

    @Test(arguments: hugeNumbers)
    func aHugeDifficultyIsRefused(number: String) async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let habit = try await alice.createHabit(#"{"name": "Stretch"}"#)
            let response = try await alice.put("/api/v1/habits/\(habit)/days/2026-06-15", #"{"difficulty": \#(number)}"#)
            #expect(response.status == .badRequest)
            #expect(!response.text.contains("Swift"), "no debug description: \(response.text)")
            let day = try await alice.get("/api/v1/habits/\(habit)/days/2026-06-15")
            #expect(day.json["difficulty"] == .null)
        }
    }

    @Test(arguments: hugeNumbers)
    func aHugeAmountOrTotalIsRefusedAndChangesNothing(number: String) async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let simple = try await alice.createHabit(#"{"name": "Stretch"}"#)
            let measured = try await alice.createHabit(#"{"name": "Run", "unit": "km", "target": 5}"#)
            for habit in [simple, measured] {
                let checkIn = try await alice.post("/api/v1/habits/\(habit)/checkins", #"{"amount": \#(number)}"#)
                #expect(checkIn.status.code == 422 || checkIn.status.code == 400, "\(checkIn.status) \(checkIn.text)")
                let set = try await alice.put("/api/v1/habits/\(habit)/days/2026-06-15", #"{"total": \#(number)}"#)
                #expect(set.status.code == 422 || set.status.code == 400, "\(set.status) \(set.text)")
                let day = try await alice.get("/api/v1/habits/\(habit)/days/2026-06-15")
                #expect(day.json["total"]?.numberValue == 0)
            }
            #expect(try await alice.get("/api/v1/today").status == .ok)
        }
    }

    /// Two legal amounts that would add up to infinity (`1e308` km twice): the day holds at
    /// most one day's worth (1,000 km), so the second is refused before the sum overflows.
    @Test func amountsCannotAddUpPastADaysWorth() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let habit = try await alice.createHabit(#"{"name": "Run", "unit": "km", "target": 5}"#)
            #expect(try await alice.post("/api/v1/habits/\(habit)/checkins", #"{"amount": 1e308}"#).status.code == 422)
            #expect(try await alice.post("/api/v1/habits/\(habit)/checkins", #"{"amount": 600}"#).status == .created)
            let over = try await alice.post("/api/v1/habits/\(habit)/checkins", #"{"amount": 600}"#)
            #expect(over.status.code == 422)
            #expect(over.code == "amountInvalid")
            #expect(over.text.contains("1000 km"))
            #expect(try await alice.post("/api/v1/habits/\(habit)/checkins", #"{"amount": 400}"#).status == .created)
            let today = try await alice.get("/api/v1/today")
            #expect(today.status == .ok)
            let day = try await alice.get("/api/v1/habits/\(habit)/days/2026-06-15")
            #expect(day.json["total"]?.numberValue == 1000)
        }
    }

    @Test(arguments: [
        #"{"name": "Poison", "target": 1e19}"#, #"{"name": "Poison", "unit": "km", "target": 1e300}"#,
        #"{"name": "Poison", "timesPerDay": 9223372036854775807}"#, #"{"name": "Poison", "timesPerDay": 1001}"#,
        #"{"name": "Poison", "categoryId": 99999999999999999999}"#,
        #"{"name": "Poison", "schedule": {"type": "everyNDays", "interval": 9223372036854775807}}"#,
        #"{"name": "Poison", "kind": "quit", "unit": "cups", "target": 2, "baseline": 1e19}"#,
        "{\"name\": \"Poi\\u0000son\"}", #"{"name": "Poison", "startDate": "0000-01-01"}"#,
        #"{"name": "Poison", "startDate": "9999-12-31"}"#, #"{"name": "Poison", "name": "Twice"}"#,
    ])
    func aPoisonedHabitIsNeverStored(body: String) async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let response = try await alice.post("/api/v1/habits", body)
            #expect(response.status.code == 400 || response.status.code == 422, "\(response.status) \(response.text)")
            #expect(!response.text.contains("Swift."), "no debug description: \(response.text)")
            let habits = try await alice.get("/api/v1/habits")
            #expect(habits.status == .ok)
            #expect(habits.items.isEmpty)
        }
    }

    @Test(arguments: [
        #"{"timesPerDay": 1e19}"#, #"{"categoryId": 99999999999999999999}"#, #"{"target": 1e19}"#,
        #"{"schedule": {"type": "everyNDays", "interval": 9223372036854775807}}"#, #"{"target": -0.0, "kind": "quit"}"#,
    ])
    func aPoisonedPatchIsRefused(body: String) async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let habit = try await alice.createHabit(#"{"name": "Stretch", "kind": "quit", "target": 0}"#)
            let before = try await alice.get("/api/v1/habits/\(habit)").text
            let response = try await alice.patch("/api/v1/habits/\(habit)", body)
            if response.status == .ok {
                // A quit limit of -0 is the limit 0, stored and shown as 0.
                #expect(response.json["target"]?.numberValue == 0)
                #expect(response.json["target"]?.numberValue?.sign == .plus)
                #expect(response.text.contains(#""target":0,"#))
            } else {
                #expect(response.status.code == 400 || response.status.code == 422, "\(response.status) \(response.text)")
                #expect(try await alice.get("/api/v1/habits/\(habit)").text == before)
            }
        }
    }

    /// A habit written with an out-of-range target before the bounds existed still lists and
    /// shows (read back within bounds) instead of stopping the server on every listing.
    @Test func aRowFromBeforeTheBoundsStillReads() async throws {
        let server = try TestServer()
        try await server.run { client in
            let alice = try await client.signUp("alice")
            let simple = try await alice.createHabit(#"{"name": "Big"}"#)
            let measured = try await alice.createHabit(#"{"name": "Far", "unit": "km", "target": 5}"#)
            try await server.store.databaseWriter.write { db in
                try db.execute(sql: "UPDATE habit SET target = 1e19 WHERE id = ?", arguments: [simple])
                try db.execute(sql: "UPDATE habit SET target = 1e308 WHERE id = ?", arguments: [measured])
            }
            let list = try await alice.get("/api/v1/habits")
            #expect(list.status == .ok)
            #expect(list.items.count == 2)
            #expect(try await alice.get("/api/v1/habits/\(simple)").status == .ok)
            #expect(try await alice.get("/api/v1/today").status == .ok)
        }
    }

    /// The same on the web pages (Today and the habit's detail page).
    @Test func aRowFromBeforeTheBoundsStillShowsOnTheWeb() async throws {
        let server = try TestServer()
        try await server.run { client in
            let browser = try await PageVisitor.signUp("bob", on: client.client)
            let service = CadenceService(store: server.store, environment: server.clock.environment)
            let habit = try await service.createHabit(HabitDraft(name: "Huge"), for: browser.user)
            try await server.store.databaseWriter.write { db in
                try db.execute(sql: "UPDATE habit SET target = 1e19 WHERE id = ?", arguments: [habit.id])
            }
            #expect(try await browser.get("/habits/\(habit.id)").status == .ok)
            #expect(try await browser.get("/").status == .ok)
        }
    }

    @Test func anOversizedChunkedImportIs413() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            headers[.transferEncoding] = "chunked"
            let body = String(repeating: " ", count: (32 << 20) + 1)
            let response = try await alice.send(.post, "/api/v1/import?fileName=big.json", json: body, headers: headers)
            #expect(response.status == .contentTooLarge)
            #expect(response.code == "bodyTooLarge")
            #expect(try await alice.get("/api/v1/imports").items.isEmpty)
        }
    }

    @Test func duplicateMembersAreRefused() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let response = try await alice.post("/api/v1/habits", #"{"name": "Run", "unit": "km", "unit": "min"}"#)
            #expect(response.status == .badRequest)
            #expect(response.code == "malformedBody")
            #expect(response.text.contains("twice"))
            #expect(try await alice.get("/api/v1/habits").items.isEmpty)
        }
    }
}
