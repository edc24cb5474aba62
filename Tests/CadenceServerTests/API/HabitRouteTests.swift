import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// `/api/v1/habits`: create, list, get, patch, archive, unarchive, move and delete.
@Suite struct HabitRouteTests {
    @Test func createsAHabitWithTheCommandLinesShape() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let created = try await alice.post(
                "/api/v1/habits",
                #"""
                {"name": "Run", "unit": "km", "target": 5, "schedule": {"type": "weekdays", "days": [5, 1, 3]},
                 "categoryId": 2, "reminders": [{"time": "7:30"}], "icon": "🏃"}
                """#)
            #expect(created.status == .created)
            let id = try created.int("id")
            #expect(created.header("location") == "/api/v1/habits/\(id)")
            let habit = created.json
            #expect(habit["goalType"]?.stringValue == "distance")
            #expect(habit["unit"]?.stringValue == "km")
            #expect(habit["target"]?.numberValue == 5)
            #expect(habit["schedule"] == .object(["type": .string("weekdays"), "days": .array([.number(1), .number(3), .number(5)])]))
            #expect(habit["category"]?.stringValue == "Fitness")
            #expect(habit["startDate"]?.stringValue == "2026-06-15")
            #expect(habit["reminders"]?.arrayValue?.first?["time"]?.stringValue == "07:30")
            #expect(habit["createdAt"]?.stringValue == "2026-06-15T10:00:00Z")
            let shown = try await alice.get("/api/v1/habits/\(id)")
            #expect(shown.json == habit)
        }
    }

    @Test func createsFromAPresetWithOverrides() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let preset = try #require(try await alice.get("/api/v1/presets").items.first)
            let presetID = try #require(preset["id"]?.stringValue)
            let created = try await alice.post("/api/v1/habits", #"{"presetId": "\#(presetID)", "color": "red"}"#)
            #expect(created.status == .created)
            #expect(created.json["presetId"]?.stringValue == presetID)
            #expect(created.json["name"] == preset["name"])
            #expect(created.json["color"]?.stringValue == "red")
            let unknown = try await alice.post("/api/v1/habits", #"{"presetId": "nope.nope"}"#)
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.code == "presetUnknown")
        }
    }

    @Test func quitHabitsDefaultToALimitOfZero() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let created = try await alice.post("/api/v1/habits", #"{"name": "Smoking", "kind": "quit", "baseline": 10}"#)
            #expect(created.status == .created)
            #expect(created.json["kind"]?.stringValue == "quit")
            #expect(created.json["target"]?.numberValue == 0)
        }
    }

    @Test func listsActiveHabitsAndArchivedOnRequest() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let read = try await alice.createHabit(#"{"name": "Read"}"#)
            _ = try await alice.createHabit(#"{"name": "Walk"}"#)
            let archived = try await alice.post("/api/v1/habits/\(read)/archive")
            #expect(archived.json["archived"] == .bool(true))
            let active = try await alice.get("/api/v1/habits")
            #expect(active.items.compactMap { $0["name"]?.stringValue } == ["Walk"])
            let all = try await alice.get("/api/v1/habits?archived=true")
            #expect(Set(all.items.compactMap { $0["name"]?.stringValue }) == ["Read", "Walk"])
            let restored = try await alice.post("/api/v1/habits/\(read)/unarchive")
            #expect(restored.json["archived"] == .bool(false))
            #expect(try await alice.get("/api/v1/habits?archived=maybe").status == .badRequest)
        }
    }

    @Test func patchChangesOnlyTheGivenFields() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let id = try await alice.createHabit(#"{"name": "Water", "unit": "cups", "target": 8, "icon": "💧", "description": "stay hydrated"}"#)
            let renamed = try await alice.patch("/api/v1/habits/\(id)", #"{"name": "Drink water", "icon": null}"#)
            #expect(renamed.status == .ok)
            #expect(renamed.json["name"]?.stringValue == "Drink water")
            #expect(renamed.json["icon"] == .null)
            #expect(renamed.json["target"]?.numberValue == 8)
            #expect(renamed.json["description"]?.stringValue == "stay hydrated")
            let metric = try await alice.patch("/api/v1/habits/\(id)", #"{"unit": "mL", "target": 2000}"#)
            #expect(metric.json["goalType"]?.stringValue == "capacity")
            #expect(metric.json["target"]?.numberValue == 2000)
            let invalid = try await alice.patch("/api/v1/habits/\(id)", #"{"target": -1}"#)
            #expect(invalid.status == .unprocessableContent)
            #expect(invalid.code == "targetInvalid")
            #expect(try await alice.get("/api/v1/habits/\(id)").json["target"]?.numberValue == 2000)
        }
    }

    /// docs/domain-rules.md §2 "Editing a habit": the API applies the same patch as the command
    /// line and the web.
    @Test func patchFollowsTheHabitEditRule() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let simple = try await alice.createHabit(#"{"name": "Snack"}"#)
            let quit = try await alice.patch("/api/v1/habits/\(simple)", #"{"kind": "quit"}"#)
            #expect(quit.json["kind"]?.stringValue == "quit")
            #expect(quit.json["target"]?.numberValue == 0)
            let created = try await alice.post("/api/v1/habits", #"{"name": "Coffee", "kind": "quit", "unit": "cups"}"#)
            #expect(created.json["goalType"]?.stringValue == "cups")
            #expect(created.json["target"]?.numberValue == 0)
            let run = try await alice.createHabit(#"{"name": "Run", "unit": "km", "target": 5}"#)
            let timed = try await alice.patch("/api/v1/habits/\(run)", #"{"unit": "min"}"#)
            #expect(timed.json["goalType"]?.stringValue == "time")
            #expect(timed.json["target"]?.numberValue == 5)
            let plain = try await alice.patch("/api/v1/habits/\(run)", #"{"unit": null}"#)
            #expect(plain.json["goalType"]?.stringValue == "none")
            #expect(plain.json["unit"] == .null)
            let typed = try await alice.patch("/api/v1/habits/\(run)", #"{"goalType": "distance"}"#)
            #expect(typed.json["unit"]?.stringValue == "km")
        }
    }

    @Test func duplicateActiveNamesConflict() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            _ = try await alice.createHabit(#"{"name": "Read"}"#)
            let clash = try await alice.post("/api/v1/habits", #"{"name": "read"}"#)
            #expect(clash.status == .conflict)
            #expect(clash.code == "nameDuplicate")
            #expect(clash.json["errors"]?.arrayValue?.first?["field"]?.stringValue == "name")
        }
    }

    @Test func movesAHabitAndAnswersTheNewOrder() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            _ = try await alice.createHabit(#"{"name": "A"}"#)
            _ = try await alice.createHabit(#"{"name": "B"}"#)
            let c = try await alice.createHabit(#"{"name": "C"}"#)
            let moved = try await alice.post("/api/v1/habits/\(c)/move", #"{"position": 1}"#)
            #expect(moved.items.compactMap { $0["name"]?.stringValue } == ["C", "A", "B"])
            let outOfRange = try await alice.post("/api/v1/habits/\(c)/move", #"{"position": 9}"#)
            #expect(outOfRange.status == .unprocessableContent)
        }
    }

    @Test func deleteRemovesTheHabitAndItsCheckIns() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let id = try await alice.createHabit(#"{"name": "Read"}"#)
            let checkIn = try await alice.post("/api/v1/habits/\(id)/checkins")
            let checkInID = try #require(checkIn.items.first?["id"]?.numberValue)
            #expect(try await alice.delete("/api/v1/habits/\(id)").status == .noContent)
            #expect(try await alice.get("/api/v1/habits/\(id)").status == .notFound)
            #expect(try await alice.delete("/api/v1/checkins/\(Int(checkInID))").status == .notFound)
        }
    }
}
