import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `/api/v1/health` (docs/api.md, docs/domain-rules.md §12 "Health"): the same rules and JSON as
/// `cadence health`; every refusal is problem+json and stores nothing.
@Suite struct HealthRouteTests {
    @Test func recordsListsSummarizesAndDeletes() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice", timeZone: "Europe/Paris")
            let water = try await alice.post("/api/v1/health", #"{"type": "water", "value": 2, "unit": "cups"}"#)
            #expect(water.status == .created)
            #expect(water.json["value"]?.numberValue == 500 && water.json["unit"]?.stringValue == "mL")
            let today = try #require(water.json["date"]?.stringValue)
            try await alice.post("/api/v1/health", #"{"type": "water", "value": 0.25, "unit": "L"}"#)
            try await alice.post("/api/v1/health", #"{"type": "mood", "value": 4, "note": "calm"}"#)
            let listed = try await alice.get("/api/v1/health?type=water")
            #expect(listed.items.map { $0["value"]?.numberValue } == [500, 250])
            let summary = try await alice.get("/api/v1/health/summary?days=7")
            let waterRow = summary.json["types"]?.arrayValue?.first { $0["type"]?.stringValue == "water" }
            #expect(waterRow?["mean"]?.numberValue == 750 && waterRow?["latestDate"]?.stringValue == today)
            #expect(summary.json["days"]?.numberValue == 7 && summary.json["to"]?.stringValue == today)
            #expect(try await alice.delete("/api/v1/health/\(try water.int("id"))").status == .noContent)
            #expect(try await alice.get("/api/v1/health?type=water").items.count == 1)
        }
    }

    /// docs/domain-rules.md §12 "Health": a night's sleep and a day's steps are one value — a
    /// second save answers 200 with `"replaced": true` and the same id; water adds (201).
    @Test func savingADaysValueAgainReplacesIt() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice", timeZone: "Europe/Paris")
            let first = try await alice.post("/api/v1/health", #"{"type": "sleep", "value": 8.5}"#)
            #expect(first.status == .created && first.json["replaced"]?.boolValue == false)
            let again = try await alice.post("/api/v1/health", #"{"type": "sleep", "value": 7.5}"#)
            #expect(again.status == .ok && again.json["replaced"]?.boolValue == true, "\(again.text)")
            #expect(try again.int("id") == (try first.int("id")) && again.json["value"]?.numberValue == 7.5)
            try await alice.post("/api/v1/health", #"{"type": "steps", "value": 8432}"#)
            let steps = try await alice.post("/api/v1/health", #"{"type": "steps", "value": 9000}"#)
            #expect(steps.status == .ok && steps.json["replaced"]?.boolValue == true)
            let summary = try await alice.get("/api/v1/health/summary?days=1")
            let rows = summary.json["types"]?.arrayValue ?? []
            #expect(rows.first { $0["type"]?.stringValue == "sleep" }?["latest"]?.numberValue == 7.5, "\(summary.text)")
            #expect(rows.first { $0["type"]?.stringValue == "steps" }?["latest"]?.numberValue == 9000)
            #expect(try await alice.get("/api/v1/health?type=sleep").items.map { $0["replaced"] == nil } == [true], "lists leave it out")
            let water = try await alice.post("/api/v1/health", #"{"type": "water", "value": 250}"#)
            #expect(water.status == .created && water.json["replaced"]?.boolValue == false)
            let typo = try await alice.post("/api/v1/health", #"{"type": "weight", "value": 714}"#)
            #expect(typo.status == .unprocessableContent && typo.code == "amountInvalid")
            let field = typo.json["errors"]?.arrayValue?.first?["field"]?.stringValue
            #expect(field == "value" && typo.text.contains("20 to 400 kg"), "\(typo.text)")
        }
    }

    @Test func refusalsStoreNothing() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            try await alice.post("/api/v1/health", #"{"type": "sleep", "value": 20, "date": "2026-06-14"}"#)
            let cases: [(String, HTTPResponse.Status, String)] = [
                (#"{"type": "mood", "value": 6}"#, .unprocessableContent, "amountInvalid"),
                (#"{"type": "sleep", "value": 25, "date": "2026-06-14"}"#, .unprocessableContent, "amountInvalid"),
                (#"{"type": "weight", "value": 714}"#, .unprocessableContent, "amountInvalid"),
                (#"{"type": "steps", "value": 200001}"#, .unprocessableContent, "amountInvalid"),
                (#"{"type": "steps", "value": 10, "date": "2099-01-01"}"#, .unprocessableContent, "checkInInFuture"),
                (#"{"type": "water", "value": 2, "unit": "kg"}"#, .unprocessableContent, "unitIncompatible"),
                (#"{"type": "water", "value": -1}"#, .unprocessableContent, "amountInvalid"),
                (#"{"type": "water", "value": 1e400}"#, .badRequest, "malformedBody"),
                (#"{"type": "blood", "value": 1}"#, .badRequest, "invalidBody"),
                (#"{"type": "water"}"#, .badRequest, "invalidBody"),
                (#"{"type": "water", "value": 1, "extra": true}"#, .badRequest, "unknownField"),
            ]
            for (body, status, code) in cases {
                let response = try await alice.post("/api/v1/health", body)
                #expect(response.status == status, "\(body): \(response.text)")
                #expect(response.code == code, "\(body): \(response.text)")
            }
            #expect(try await alice.get("/api/v1/health?from=2026-01-01&to=2026-12-31").items.count == 1)
            #expect(try await alice.get("/api/v1/health/summary?days=0").status == .badRequest)
            #expect(try await alice.get("/api/v1/health?type=blood").status == .badRequest)
            #expect(try await alice.get("/api/v1/health?from=2026-06-20&to=2026-06-10").status == .unprocessableContent)
        }
    }
}
