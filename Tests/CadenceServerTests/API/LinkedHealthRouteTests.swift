import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// Issue #37 part 1 over the API (docs/api.md, docs/domain-rules.md "§18 Habits fed
/// by health data"): `linkedHealth` on habits, the days from `/health`, check-ins refused with 409
/// `habitLinked`, PATCH linking and unlinking; every answer checked against openapi.yaml.
@Suite struct LinkedHealthRouteTests {
    @Test func aLinkedHabitFollowsTheHealthEntriesAndRefusesCheckIns() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let walk = try await alice.createHabit(#"{"name": "Walk", "linkedHealth": "steps", "target": 10000}"#)
            let habit = try await alice.get("/api/v1/habits/\(walk)")
            #expect(habit.json["linkedHealth"]?.stringValue == "steps")
            #expect(habit.json["unit"]?.stringValue == "steps")
            let plain = try await alice.createHabit(#"{"name": "Read"}"#)
            #expect(try await alice.get("/api/v1/habits/\(plain)").json["linkedHealth"] == .null)

            let steps = try await alice.post("/api/v1/health", #"{"type": "steps", "value": 12000}"#)
            #expect(steps.status == .created)
            let day = try await alice.get("/api/v1/habits/\(walk)/days/2026-06-15")
            #expect(day.json["total"]?.numberValue == 12_000, "\(day.text)")

            let tap = try await alice.post("/api/v1/habits/\(walk)/checkins", #"{"amount": 500}"#)
            #expect(tap.status == .conflict && tap.code == "habitLinked", "\(tap.text)")
            #expect(tap.json["detail"]?.stringValue?.contains("log the steps value on Health instead") == true, "\(tap.text)")
            let set = try await alice.put("/api/v1/habits/\(walk)/days/2026-06-15", #"{"total": 3}"#)
            #expect(set.status == .conflict && set.code == "habitLinked", "\(set.text)")
            let undo = try await alice.delete("/api/v1/habits/\(walk)/days/2026-06-15/last")
            #expect(undo.status == .conflict && undo.code == "habitLinked", "\(undo.text)")
            #expect(try await alice.get("/api/v1/habits/\(walk)/days/2026-06-15").json["total"]?.numberValue == 12_000)

            let id = try #require(steps.json["id"]?.numberValue)
            #expect(try await alice.delete("/api/v1/health/\(Int(id))").status == .noContent)
            #expect(try await alice.get("/api/v1/habits/\(walk)/days/2026-06-15").json["total"]?.numberValue == 0)
            #expect(try await alice.post("/api/v1/health/\(Int(id))/restore").status == .ok)
            #expect(try await alice.get("/api/v1/habits/\(walk)/days/2026-06-15").json["total"]?.numberValue == 12_000)

            let unlinked = try await alice.patch("/api/v1/habits/\(walk)", #"{"linkedHealth": null}"#)
            #expect(unlinked.status == .ok && unlinked.json["linkedHealth"] == .null, "\(unlinked.text)")
            #expect(try await alice.post("/api/v1/habits/\(walk)/checkins", #"{"amount": 500}"#).status == .created)
            let relinked = try await alice.patch("/api/v1/habits/\(plain)", #"{"linkedHealth": "mood"}"#)
            #expect(relinked.json["linkedHealth"]?.stringValue == "mood" && relinked.json["goalType"]?.stringValue == "none")
            let bad = try await alice.patch("/api/v1/habits/\(plain)", #"{"linkedHealth": "calories"}"#)
            #expect(bad.status == .badRequest, "the schema refuses an unknown metric: \(bad.text)")
        }
    }
}
