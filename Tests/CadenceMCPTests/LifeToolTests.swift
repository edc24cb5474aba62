import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// `log_health` and `health_summary`: the health rules and JSON of `cadence health`
/// (docs/domain-rules.md §11, §12).
@Suite struct LifeToolTests {
    @Test func logHealthRecordsWithTheCommandLinesRules() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let water = try await client.call("log_health", ["type": "water", "value": 2, "unit": "cups"])
        #expect(water.summary == "Recorded water 500 mL today.")
        #expect(water["value"] == 500 && water["unit"] == "mL" && water["date"] == "2026-03-18")
        let first = try await client.call("log_health", ["type": "sleep", "value": 21, "date": "yesterday"])
        #expect(first["replaced"] == false)
        // docs/domain-rules.md §12 "Health": a night's sleep is one value; logging it again replaces it.
        let again = try await client.call("log_health", ["type": "sleep", "value": 20, "date": "yesterday"])
        #expect(again.summary == "Replaced sleep with 20 h yesterday.")
        #expect(again["replaced"] == true && again["id"] == first["id"])
        let typo = try await client.call("log_health", ["type": "weight", "value": 714])
        #expect(typo.errorCode == "amountInvalid" && typo.summary.contains("20 to 400 kg"), "\(typo.summary)")
        let cases: [([String: Value], String)] = [
            (["type": "sleep", "value": 25, "date": "yesterday"], "amountInvalid"),
            (["type": "mood", "value": 6], "amountInvalid"),
            (["type": "water", "value": 1, "unit": "kg"], "unitIncompatible"),
            (["type": "steps", "value": 10, "date": "tomorrow"], "checkInInFuture"),
            (["type": "blood", "value": 1], "usage"),
            (["type": "water"], "usage"),
        ]
        for (arguments, code) in cases {
            #expect(try await client.call("log_health", arguments).errorCode == code, "\(arguments)")
        }
        let stored = try await fixture.service.healthEntries(of: fixture.alice)
        #expect(stored.map(\.type) == [.sleep, .water])
        let summary = try await client.call("health_summary", ["days": 7])
        let rows = summary["types"]?.arrayValue ?? []
        #expect(rows.first { $0.objectValue?["type"] == "water" }?.objectValue?["mean"] == 500)
        #expect(summary.summary.contains("sleep 20 h/day"))
        #expect(
            try await fixture.client(for: fixture.bob).call("health_summary")["types"]?.arrayValue?
                .allSatisfy { $0.objectValue?["daysWithEntries"] == 0 } == true)
        await fixture.stop()
    }

    @Test func toDosAddCompleteAndList() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let rent = try await client.call("add_todo", ["title": "Rent", "due": "2026-03-31", "priority": "high", "repeat": "monthly"])
        #expect(rent.summary == "Added to-do #1 Rent due 2026-03-31.")
        #expect(rent["priority"] == "high" && rent["repeat"] == "monthly")
        _ = try await client.call("add_todo", ["title": "Late", "due": "-1"])
        #expect(try await client.call("add_todo", ["title": "x", "repeat": "yearly"]).errorCode == "usage")
        #expect(try await client.call("add_todo", ["title": "  "]).errorCode == "usage")
        let open = try await client.call("list_todos")
        #expect(open["todos"]?.arrayValue?.compactMap { $0.objectValue?["title"]?.stringValue } == ["Late", "Rent"])
        #expect(open.summary.hasPrefix("2 to-dos (1 overdue)"))
        let done = try await client.call("complete_todo", ["id": 1])
        #expect(done["completed"] == true && done["next"]?.objectValue?["due"] == "2026-04-30")
        #expect(done.summary == "Done: Rent. Next one (#3) due 2026-04-30.")
        #expect(try await client.call("complete_todo", ["id": 1]).errorCode == "alreadyCompleted")
        #expect(try await client.call("complete_todo", ["id": 99]).errorCode == "notFound")
        #expect(try await client.call("list_todos", ["list": "done", "days": 1])["todos"]?.arrayValue?.count == 1)
        let bob = try await fixture.client(for: fixture.bob)
        #expect(try await bob.call("complete_todo", ["id": 2]).errorCode == "notFound")
        #expect(try await bob.call("list_todos", ["list": "all"])["todos"] == [])
        await fixture.stop()
    }

    @Test func notesAddAndSearch() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let added = try await client.call("add_note", ["title": "Trip", "content": "Huts by the lake", "pinned": true])
        #expect(added.summary == "Added note #1 Trip." && added["pinned"] == true)
        let found = try await client.call("search_notes", ["query": "HUT"])
        #expect(found["results"]?.arrayValue?.first?.objectValue?["snippet"] == "[Huts] by the lake")
        #expect(found.summary == "#1 Trip: [Huts] by the lake")
        #expect(try await client.call("search_notes", ["query": "!!"]).errorCode == "nameEmpty")
        #expect(try await client.call("add_note", ["title": ""]).errorCode == "usage")
        #expect(try await fixture.client(for: fixture.bob).call("search_notes", ["query": "hut"])["results"] == [])
        await fixture.stop()
    }

    @Test func accountBalancesAreExactAndPerCurrency() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        #expect(try await client.call("account_balances").summary == "No money accounts yet.")
        let checking = try await fixture.service.addMoneyAccount(name: "Checking", currency: "EUR", opening: "10.10", for: fixture.alice)
        _ = try await fixture.service.addMoneyAccount(name: "Cash", currency: "JPY", type: .cash, opening: "500", for: fixture.alice)
        _ = try await fixture.service.recordMoneyTransaction(
            account: checking.id, amount: "-0.20", on: Day("2026-03-17"), for: fixture.alice)
        let now = try await client.call("account_balances")
        #expect(now.summary == "9.90 EUR in 1 account; 500 JPY in 1 account (today).")
        #expect(now["totals"]?.arrayValue?.map { $0.objectValue?["balance"] } == ["9.90", "500"])
        let before = try await client.call("account_balances", ["on": "2026-03-16"])
        #expect(before["accounts"]?.arrayValue?.compactMap { $0.objectValue?["balance"] } == ["500", "10.10"])
        #expect(try await client.call("account_balances", ["on": "someday"]).errorCode == "usage")
        #expect(try await fixture.client(for: fixture.bob).call("account_balances")["accounts"] == [])
        await fixture.stop()
    }

    @Test func theDashboardHasACardPerArea() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        _ = try await fixture.service.addTodo(title: "Late", due: Day("2026-03-10"), for: fixture.alice)
        let dashboard = try await client.call("dashboard")
        let cards = dashboard["cards"]?.arrayValue?.compactMap(\.objectValue) ?? []
        #expect(cards.map { $0["area"] } == ["habits", "health", "money", "todos", "notes"])
        #expect(cards[3]["summary"] == "1 overdue · 1 open" && cards[3]["lastUpdated"] != .null)
        #expect(cards[4]["lastUpdated"] == .null)
        #expect(dashboard.summary.contains("To-dos: 1 overdue · 1 open"))
        await fixture.stop()
    }
}
