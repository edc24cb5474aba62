import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// docs/domain-rules.md §8 with partners ("§25 Partners and shared habits"): a
/// partner reaches exactly what was shared — through `GET /api/v1/partners/{id}/habits` and
/// nothing else — and nothing once it is unshared or the partnership ends. Every other route
/// answers Bob, Alice's partner, as it answers a stranger (IsolationTests' matrix).
@Suite struct PartnerIsolationTests {
    /// Alice and Bob as partners, Alice's private data, and one shared habit "Run" (amounts hidden).
    static func world(_ client: APIClient) async throws -> (APIClient, APIClient, Int64, IsolationTests.Fixture, Int64) {
        let (alice, bob, partner) = try await PartnerRouteTests.partners(client)
        let ids = try await IsolationTests.aliceData(alice)
        let run = try await alice.createHabit(
            #"{"name": "Run", "description": "knee rehab", "unit": "km", "target": 5, "icon": "🏃", "color": "green", "startDate": "2026-06-01"}"#)
        for day in ["2026-06-13", "2026-06-14", "2026-06-15"] {
            let checkIn = try await alice.post("/api/v1/habits/\(run)/checkins", #"{"amount": 6.5, "date": "\#(day)", "note": "sore knee"}"#)
            #expect(checkIn.status == .created, "\(checkIn.text)")
        }
        let shared = try await alice.put("/api/v1/habits/\(run)/sharing", #"{"with": [\#(partner)]}"#)
        #expect(shared.status == .ok && shared.json["with"] == .array([.number(Double(partner))]), "\(shared.text)")
        return (alice, bob, partner, ids, run)
    }

    @Test(arguments: IsolationTests.attempts)
    func aPartnerReachesNoneOfTheRest(_ attempt: IsolationTests.Attempt) async throws {
        try await TestServer().run { client in
            let (alice, bob, _, ids, _) = try await Self.world(client)
            let before = try await IsolationTests.snapshot(alice, ids)
            let real = try await bob.send(
                attempt.method, ids.fill(attempt.path, missing: false), json: attempt.body.map { ids.fill($0, missing: false) })
            let missing = try await bob.send(
                attempt.method, ids.fill(attempt.path, missing: true), json: attempt.body.map { ids.fill($0, missing: true) })
            #expect(real.status == .notFound, "\(real.text)")
            #expect(real.status == missing.status && real.code == missing.code)
            #expect(!real.text.contains("Secret") && !real.text.contains("Private"))
            #expect(try await IsolationTests.snapshot(alice, ids) == before)
        }
    }

    @Test func aPartnerSeesExactlyTheSharedHabit() async throws {
        try await TestServer().run { client in
            let (alice, bob, partner, ids, run) = try await Self.world(client)
            let view = try await bob.get("/api/v1/partners/\(partner)/habits")
            #expect(view.status == .ok && view.items.count == 1, "only Run, not Secret: \(view.text)")
            let habit = try #require(view.items.first)
            #expect(habit["id"]?.numberValue == Double(run) && habit["name"]?.stringValue == "Run")
            #expect(habit["goal"]?.stringValue == "5 km a day" && habit["icon"]?.stringValue == "🏃" && habit["color"]?.stringValue == "green")
            #expect(habit["today"]?.stringValue == "done" && habit["date"]?.stringValue == "2026-06-15")
            #expect(habit["streak"]?["current"] == .number(3) && habit["streak"]?["best"] == .number(3))
            let days = try #require(habit["days"]?.arrayValue)
            #expect(days.count == 15, "from the habit's start, 2026-06-01, to today")
            #expect(days.filter { $0["done"] == .bool(true) }.count == 3)
            #expect(days.allSatisfy { $0["amount"] == nil }, "amounts are not shared")
            for secret in ["knee", "sore", "6.5", "Secret", "private", "Private", "Diary"] {
                #expect(!view.text.contains(secret), "\(secret) leaked: \(view.text)")
            }
            // Alice's own lists never show Bob anything more: Bob's own lists stay empty.
            #expect(try await bob.get("/api/v1/habits?archived=true").items.isEmpty)
            #expect(try await bob.get("/api/v1/today").json["habits"] == .array([]))
            #expect(try await bob.get("/api/v1/habits/\(run)").status == .notFound, "the habit itself stays Alice's")
            #expect(try await bob.get("/api/v1/partners/\(partner)/habits").items.count == 1)
            // Sync carries a person's own data only: nothing of a partner's reaches Bob's devices.
            let pulled = try await bob.get("/api/v1/sync?after=0&limit=1000&deviceId=bob.1")
            #expect(pulled.status == .ok, "\(pulled.text)")
            for secret in ["Run", "knee", "sore", "Secret", "Diary", "Private"] {
                #expect(!pulled.text.contains(secret), "\(secret) synced to a partner")
            }
            _ = ids

            let amounts = try await alice.put("/api/v1/habits/\(run)/sharing", #"{"with": "all", "amounts": true}"#)
            #expect(amounts.json["with"] == .string("all") && amounts.json["amounts"] == .bool(true), "\(amounts.text)")
            let withAmounts = try await bob.get("/api/v1/partners/\(partner)/habits")
            #expect(withAmounts.items.first?["days"]?.arrayValue?.last?["amount"] == .number(6.5), "\(withAmounts.text)")

            #expect(try await alice.put("/api/v1/habits/\(run)/sharing", #"{"with": []}"#).status == .ok)
            #expect(try await bob.get("/api/v1/partners/\(partner)/habits").items.isEmpty, "unshared: hidden at once")
            #expect(try await alice.get("/api/v1/habits/\(run)/sharing").json["with"] == .array([]))

            #expect(try await alice.put("/api/v1/habits/\(run)/sharing", #"{"with": "all"}"#).status == .ok)
            #expect(try await bob.delete("/api/v1/partners/\(partner)").status == .noContent)
            let after = try await bob.get("/api/v1/partners/\(partner)/habits")
            #expect(after.status == .notFound && !after.text.contains("Run"), "unpartnered: nothing")
            #expect(try await alice.get("/api/v1/partners/\(partner)/habits").status == .notFound)
        }
    }

    @Test func onlyOnesOwnHabitsAndPartnersCanBeShared() async throws {
        try await TestServer().run { client in
            let (alice, bob, partner, _, run) = try await Self.world(client)
            let foreign = try await bob.put("/api/v1/habits/\(run)/sharing", #"{"with": "all"}"#)
            #expect(foreign.status == .notFound, "not Bob's habit: \(foreign.text)")
            let stranger = try await alice.put("/api/v1/habits/\(run)/sharing", #"{"with": [\#(partner + 1000)]}"#)
            #expect(stranger.status == .notFound && stranger.json["errors"]?.arrayValue?.first?["field"]?.stringValue == "with", "\(stranger.text)")
            let bad = try await alice.put("/api/v1/habits/\(run)/sharing", #"{"with": "some"}"#)
            #expect(bad.status == .badRequest, "\(bad.text)")
            #expect(try await alice.get("/api/v1/habits/\(run)/sharing").json["with"] == .array([.number(Double(partner))]), "unchanged")
        }
    }

    /// The owner's day, not the viewer's: Alice lives in UTC+14, Bob in UTC−11.
    @Test func todayIsTheOwnersDay() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice", timeZone: "Pacific/Kiritimati")
            try await alice.patch("/api/v1/server/settings", #"{"signUpsOpen": true}"#)
            let bob = try await client.signUp("bob", timeZone: "Pacific/Pago_Pago")
            let code = try #require(try await alice.post("/api/v1/partners/invites").json["code"]?.stringValue)
            let partner = try await bob.post("/api/v1/partners/accept", #"{"code": "\#(code)"}"#).int("id")
            let habit = try await alice.createHabit(#"{"name": "Stretch", "startDate": "2026-06-10"}"#)
            #expect(try await alice.post("/api/v1/habits/\(habit)/checkins").status == .created)
            _ = try await alice.put("/api/v1/habits/\(habit)/sharing", #"{"with": "all"}"#)
            let view = try await bob.get("/api/v1/partners/\(partner)/habits")
            #expect(view.items.first?["date"]?.stringValue == "2026-06-16", "Alice's today, Bob's is the 14th: \(view.text)")
            #expect(view.items.first?["today"]?.stringValue == "done")
            #expect(view.items.first?["days"]?.arrayValue?.count == 7)
        }
    }
}
