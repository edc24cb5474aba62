import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `/api/v1/accounts` (docs/api.md, docs/domain-rules.md §12 "Money"): the same rules and JSON
/// as `cadence account` — exact decimal strings, balances on past days, totals per currency.
@Suite struct MoneyRouteTests {
    @Test func openRecordBalanceOnPastDaysTotalsAndDelete() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let checking = try await alice.post(
                "/api/v1/accounts", #"{"name": "Checking", "currency": "eur", "opening": "1200"}"#)
            #expect(checking.status == .created)
            #expect(checking.json["balance"]?.stringValue == "1200.00" && checking.json["currency"]?.stringValue == "EUR")
            #expect(checking.json["type"]?.stringValue == "checking")
            let id = try checking.int("id")
            let yen = try await alice.post("/api/v1/accounts", #"{"name": "Wallet", "currency": "JPY", "type": "cash", "opening": "5000"}"#)
            #expect(yen.json["balance"]?.stringValue == "5000")
            try await alice.post("/api/v1/accounts", #"{"name": "Travel", "currency": "EUR", "type": "savings", "opening": "0.10"}"#)

            let salary = try await alice.post("/api/v1/accounts/\(id)/transactions", #"{"amount": "2500.00", "date": "2026-06-01"}"#)
            #expect(salary.status == .created && salary.json["balance"]?.stringValue == "3700.00")
            let rent = try await alice.post(
                "/api/v1/accounts/\(id)/transactions", #"{"amount": "-950.5", "date": "2026-06-03", "category": "rent"}"#)
            #expect(rent.json["amount"]?.stringValue == "-950.50" && rent.json["balance"]?.stringValue == "2749.50")
            // A back-dated transaction lands in its place in the history.
            let early = try await alice.post("/api/v1/accounts/\(id)/transactions", #"{"amount": "-0.01", "date": "2026-05-20"}"#)
            #expect(early.json["balance"]?.stringValue == "1199.99")

            #expect(try await alice.get("/api/v1/accounts/\(id)?on=2026-05-31").json["balance"]?.stringValue == "1199.99")
            #expect(try await alice.get("/api/v1/accounts/\(id)?on=2026-06-02").json["balance"]?.stringValue == "3699.99")
            #expect(try await alice.get("/api/v1/accounts/\(id)").json["balance"]?.stringValue == "2749.49")
            let history = try await alice.get("/api/v1/accounts/\(id)/transactions")
            #expect(history.json["transactions"]?.arrayValue?.compactMap { $0["balance"]?.stringValue } == ["1199.99", "3699.99", "2749.49"])

            let totals = try await alice.get("/api/v1/accounts/totals")
            #expect(totals.items.map { $0["currency"]?.stringValue } == ["EUR", "JPY"])
            #expect(totals.items.first?["balance"]?.stringValue == "2749.59" && totals.items.first?["accounts"] == .number(2))
            #expect(try await alice.get("/api/v1/accounts").items.map { $0["name"]?.stringValue } == ["Checking", "Travel", "Wallet"])

            #expect(try await alice.patch("/api/v1/accounts/\(id)", #"{"name": "Main", "opening": "0"}"#).json["balance"]?.stringValue == "1549.49")
            #expect(try await alice.delete("/api/v1/accounts/\(id)/transactions/\(try rent.int("id"))").status == .noContent)
            #expect(try await alice.delete("/api/v1/accounts/\(try yen.int("id"))/transactions/\(try salary.int("id"))").status == .notFound)
            #expect(try await alice.delete("/api/v1/accounts/\(id)").status == .noContent)
            #expect(try await alice.get("/api/v1/accounts/\(id)/transactions").status == .notFound)
        }
    }

    @Test func refusalsStoreNothing() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            for (body, status) in [
                (#"{"name": "X", "currency": "XYZ"}"#, HTTPResponse.Status.unprocessableContent),
                (#"{"name": "X", "currency": "EUR", "opening": "1.001"}"#, .unprocessableContent),
                (#"{"name": "X", "currency": "JPY", "opening": "1.5"}"#, .unprocessableContent),
                (#"{"name": "X", "currency": "EUR", "opening": 12.5}"#, .badRequest),
                (#"{"name": "X", "currency": "EUR", "opening": "1e3"}"#, .badRequest),
                (#"{"name": "X", "currency": "EUR", "opening": "10000000000000.00"}"#, .unprocessableContent),
                (#"{"name": "X", "currency": "EUR", "type": "brokerage"}"#, .badRequest),
                (#"{"name": "   ", "currency": "EUR"}"#, .unprocessableContent),
                (#"{"currency": "EUR"}"#, .badRequest),
            ] {
                let response = try await alice.post("/api/v1/accounts", body)
                #expect(response.status == status, "\(body): \(response.text)")
            }
            #expect(try await alice.get("/api/v1/accounts").items.isEmpty)

            let id = try await alice.post("/api/v1/accounts", #"{"name": "Checking", "currency": "BHD", "opening": "1.250"}"#).int("id")
            #expect(try await alice.post("/api/v1/accounts", #"{"name": "CHECKING", "currency": "EUR"}"#).status == .conflict)
            for (body, status) in [
                (#"{"amount": "0"}"#, HTTPResponse.Status.unprocessableContent),
                (#"{"amount": "1.0001"}"#, .unprocessableContent),
                (#"{"amount": "-999999999999.999", "date": "2026-06-01"}"#, .created),
                (#"{"amount": "-2"}"#, .unprocessableContent),
                (#"{"amount": "5", "date": "2099-01-01"}"#, .unprocessableContent),
                (#"{"amount": 5}"#, .badRequest),
                (#"{"amount": "NaN"}"#, .badRequest),
            ] {
                let response = try await alice.post("/api/v1/accounts/\(id)/transactions", body)
                #expect(response.status == status, "\(body): \(response.text)")
            }
            let history = try await alice.get("/api/v1/accounts/\(id)/transactions")
            #expect(history.json["transactions"]?.arrayValue?.count == 1)
            #expect(history.json["account"]?["balance"]?.stringValue == "-999999999998.749")
            #expect(try await alice.get("/api/v1/accounts?on=1800-01-01").status == .badRequest)
            #expect(try await alice.get("/api/v1/accounts/987654").status == .notFound)
        }
    }
}

/// `GET /api/v1/dashboard` (docs/domain-rules.md §12 "Dashboard"): the same cards as
/// `cadence dashboard`, following the user's changes.
@Suite struct DashboardRouteTests {
    @Test func cardsFollowTheUsersChanges() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let empty = try await alice.get("/api/v1/dashboard")
            let cards = empty.json["cards"]?.arrayValue ?? []
            #expect(cards.map { $0["area"]?.stringValue } == ["habits", "health", "money", "todos", "notes"])
            #expect(cards.allSatisfy { $0["lastUpdated"] == .null && $0["metric"]?.objectValue != nil })
            let account = try await alice.post("/api/v1/accounts", #"{"name": "Cash", "currency": "EUR", "opening": "12.5"}"#).int("id")
            try await alice.post("/api/v1/accounts/\(account)/transactions", #"{"amount": "-2.25"}"#)
            try await alice.post("/api/v1/todos", #"{"title": "Late", "due": "2026-06-01"}"#)
            let after = try await alice.get("/api/v1/dashboard").json["cards"]?.arrayValue ?? []
            #expect(after[2]["summary"]?.stringValue == "1 account · 10.25 EUR" && after[2]["lastUpdated"] != .null)
            #expect(after[3]["summary"]?.stringValue == "1 overdue · 1 open")
            #expect(after[3]["metric"]?["overdue"] == .number(1))
        }
    }
}
