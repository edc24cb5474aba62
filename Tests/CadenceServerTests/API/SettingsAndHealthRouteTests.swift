import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// `/api/v1/settings`, `/healthz` and `/api/openapi.yaml`.
@Suite struct SettingsAndHealthRouteTests {
    @Test func settingsReadAndChange() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice", timeZone: "Europe/Paris")
            let settings = try await alice.get("/api/v1/settings")
            #expect(
                settings.json
                    == .object([
                        "timeZone": .string("Europe/Paris"), "dayStart": .number(0), "weekStart": .string("mon"), "locale": .null,
                        "weekStartChosen": .bool(false), "clock": .null,
                    ]))
            let changed = try await alice.patch("/api/v1/settings", #"{"dayStart": 4, "weekStart": "sun"}"#)
            #expect(changed.json["dayStart"]?.numberValue == 4)
            #expect(changed.json["weekStart"]?.stringValue == "sun")
            #expect(changed.json["timeZone"]?.stringValue == "Europe/Paris")
            let bad = try await alice.patch("/api/v1/settings", #"{"dayStart": 24}"#)
            #expect(bad.status == .unprocessableContent)
            #expect(bad.code == "dayStartOutOfRange")
            let zone = try await alice.patch("/api/v1/settings", #"{"timeZone": "Pacific/Kiritimati", "dayStart": 0}"#)
            #expect(zone.json["timeZone"]?.stringValue == "Pacific/Kiritimati")
            #expect(try await alice.get("/api/v1/today").json["date"]?.stringValue == "2026-06-16")
            #expect(try await alice.patch("/api/v1/settings", #"{"weekStart": "wed"}"#).status == .badRequest)
        }
    }

    /// docs/domain-rules.md §23: the language is set in its one spelling, cleared with `null`,
    /// kept when not named, and an unknown one changes nothing.
    @Test func theLanguageIsSetClearedAndChecked() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice", timeZone: "Europe/Paris")
            #expect(try await alice.patch("/api/v1/settings", #"{"locale": "de"}"#).json["locale"]?.stringValue == "de")
            #expect(try await alice.patch("/api/v1/settings", #"{"dayStart": 3}"#).json["locale"]?.stringValue == "de")
            #expect(try await alice.patch("/api/v1/settings", #"{"locale": "PT_br"}"#).json["locale"]?.stringValue == "pt-BR")
            for unknown in [#""xx""#, #""de-AT""#, #""""#, #""ar ""#] {
                let refused = try await alice.patch("/api/v1/settings", #"{"locale": "# + unknown + #", "dayStart": 5}"#)
                #expect(refused.status == .unprocessableContent, "\(unknown)")
                #expect(refused.code == "localeUnsupported", "\(unknown)")
            }
            #expect(try await alice.patch("/api/v1/settings", #"{"locale": 7}"#).status == .badRequest)
            let kept = try await alice.get("/api/v1/settings")
            #expect(kept.json["locale"]?.stringValue == "pt-BR")
            #expect(kept.json["dayStart"]?.numberValue == 3)
            #expect(try await alice.patch("/api/v1/settings", #"{"locale": null}"#).json["locale"] == .null)
            #expect(try await alice.get("/api/v1/settings").json["locale"] == .null)
        }
    }

    /// docs/domain-rules.md §23 "Week start and clock": the week start follows the language until
    /// chosen, `null` follows it again; the clock is chosen or the language's.
    @Test func theWeekStartFollowsTheLanguageUntilChosenAndTheClockIsChosen() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice", timeZone: "Europe/Paris")
            let english = try await alice.patch("/api/v1/settings", #"{"locale": "en"}"#)
            #expect(english.json["weekStart"]?.stringValue == "sun" && english.json["weekStartChosen"]?.boolValue == false)
            #expect(try await alice.patch("/api/v1/settings", #"{"locale": "de"}"#).json["weekStart"]?.stringValue == "mon")
            let chosen = try await alice.patch("/api/v1/settings", #"{"weekStart": "sun"}"#)
            #expect(chosen.json["weekStart"]?.stringValue == "sun" && chosen.json["weekStartChosen"]?.boolValue == true)
            #expect(try await alice.patch("/api/v1/settings", #"{"locale": "fr"}"#).json["weekStart"]?.stringValue == "sun", "chosen stays")
            let following = try await alice.patch("/api/v1/settings", #"{"weekStart": null}"#)
            #expect(following.json["weekStart"]?.stringValue == "mon" && following.json["weekStartChosen"]?.boolValue == false)
            // Both in one request: the day chosen wins over the language's.
            let both = try await alice.patch("/api/v1/settings", #"{"locale": "ja", "weekStart": "mon"}"#)
            #expect(both.json["weekStart"]?.stringValue == "mon" && both.json["weekStartChosen"]?.boolValue == true)
            #expect(try await alice.patch("/api/v1/settings", #"{"clock": "12h"}"#).json["clock"]?.stringValue == "12h")
            #expect(try await alice.patch("/api/v1/settings", #"{"dayStart": 2}"#).json["clock"]?.stringValue == "12h", "kept")
            for bad in [#""13h""#, #""12""#, "12", #""""#] {
                let refused = try await alice.patch("/api/v1/settings", #"{"clock": "# + bad + #", "dayStart": 5}"#)
                #expect(refused.status == .badRequest || refused.status == .unprocessableContent, "\(bad)")
            }
            let kept = try await alice.get("/api/v1/settings")
            #expect(kept.json["clock"]?.stringValue == "12h" && kept.json["dayStart"]?.numberValue == 2)
            #expect(try await alice.patch("/api/v1/settings", #"{"clock": null}"#).json["clock"] == .null)
        }
    }

    @Test func healthzNeedsNoSignIn() async throws {
        try await TestServer().run { client in
            let health = try await client.get("/healthz")
            #expect(health.status == .ok)
            #expect(health.json == .object(["status": .string("ok")]))
        }
    }

    @Test func servesTheOpenAPIDocument() async throws {
        try await TestServer().run { client in
            let response = try await client.client.execute(uri: "/api/openapi.yaml", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/yaml; charset=utf-8")
            #expect(String(buffer: response.body) == ContractChecker.document.yaml)
        }
    }
}
