import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// `/api/v1/routines` (docs/api.md "Routines", docs/domain-rules.md "§19 Routines"):
/// add, list, show with streak and rate, change, delete keeping the habits; every answer checked
/// against openapi.yaml.
@Suite struct RoutineRouteTests {
    @Test func routinesRoundTripOverTheAPI() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let water = try await alice.createHabit(#"{"name": "Water"}"#)
            let stretch = try await alice.createHabit(#"{"name": "Stretch"}"#)
            let created = try await alice.post("/api/v1/routines", #"{"name": "Morning", "habits": [\#(stretch), \#(water)], "time": "07:00"}"#)
            #expect(created.status == .created, "\(created.text)")
            #expect(created.json["time"]?.stringValue == "07:00")
            #expect(created.json["habits"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["Stretch", "Water"])
            let id = try #require(created.json["id"]?.numberValue)
            #expect(try await alice.get("/api/v1/routines").items.count == 1)
            _ = try await alice.post("/api/v1/habits/\(water)/checkins")
            _ = try await alice.post("/api/v1/habits/\(stretch)/checkins")
            let shown = try await alice.get("/api/v1/routines/\(Int(id))")
            #expect(shown.json["doneToday"]?.boolValue == true && shown.json["streak"]?.numberValue == 1, "\(shown.text)")
            let patched = try await alice.patch("/api/v1/routines/\(Int(id))", #"{"time": null, "habits": [\#(water)]}"#)
            #expect(patched.json["time"] == .null && patched.json["habits"]?.arrayValue?.count == 1, "\(patched.text)")
            let duplicate = try await alice.post("/api/v1/routines", #"{"name": "morning", "habits": [\#(water)]}"#)
            #expect(duplicate.status == .conflict && duplicate.code == "nameDuplicate", "\(duplicate.text)")
            let unknown = try await alice.post("/api/v1/routines", #"{"name": "Evening", "habits": [999]}"#)
            #expect(unknown.status == .notFound, "\(unknown.text)")
            #expect(try await alice.delete("/api/v1/routines/\(Int(id))").status == .noContent)
            #expect(try await alice.get("/api/v1/routines/\(Int(id))").status == .notFound)
            #expect(try await alice.get("/api/v1/habits").items.count == 2, "deleting a routine keeps its habits")
        }
    }
}
