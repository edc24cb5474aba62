import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// docs/api.md "Undo a delete" (docs/domain-rules.md "§14 Undo and the trash"): a
/// deleted to-do, note, health entry or transaction comes back with `POST …/restore` — same id,
/// same fields — once; a transaction is edited with `PATCH`. Refusals change nothing.
@Suite struct RestoreRouteTests {
    @Test func everyKindComesBackWithItsIdOnce() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            try await alice.patch("/api/v1/server/settings", #"{"signUpsOpen": true}"#)
            let bob = try await client.signUp("bob")
            let todo = try await alice.post("/api/v1/todos", #"{"title": "Pay rent", "priority": "high", "notes": "by transfer"}"#)
            let todoID = try todo.int("id")
            #expect(try await alice.delete("/api/v1/todos/\(todoID)").status == .noContent)
            #expect(try await alice.get("/api/v1/todos/\(todoID)").status == .notFound)
            #expect(try await bob.post("/api/v1/todos/\(todoID)/restore").status == .notFound)
            let back = try await alice.post("/api/v1/todos/\(todoID)/restore")
            #expect(back.status == .ok && back.json == todo.json)
            let again = try await alice.post("/api/v1/todos/\(todoID)/restore")
            #expect(again.status == .notFound && again.code == "notInTrash")
            #expect(try await alice.get("/api/v1/todos/\(todoID)").json == todo.json)

            let note = try await alice.post("/api/v1/notes", ##"{"title": "Weekly review", "content": "# Review"}"##)
            let noteID = try note.int("id")
            #expect(try await alice.delete("/api/v1/notes/\(noteID)").status == .noContent)
            #expect(try await alice.post("/api/v1/notes/\(noteID)/restore").json == note.json)

            let entry = try await alice.post("/api/v1/health", #"{"type": "steps", "value": 8432}"#)
            let entryID = try entry.int("id")
            #expect(try await alice.delete("/api/v1/health/\(entryID)").status == .noContent)
            // The save's answer adds `replaced` (docs/domain-rules.md §12 "Health"); the entry is the same.
            var saved = try #require(entry.json.objectValue)
            #expect(saved.removeValue(forKey: "replaced") == .bool(false))
            #expect(try await alice.post("/api/v1/health/\(entryID)/restore").json == .object(saved))
            #expect(try await alice.post("/api/v1/health/0/restore").status != .ok)

            let account = try await alice.post("/api/v1/accounts", #"{"name": "Checking", "currency": "EUR", "opening": "100"}"#)
            let accountID = try account.int("id")
            let spent = try await alice.post("/api/v1/accounts/\(accountID)/transactions", #"{"amount": "-12.50", "note": "lunch"}"#)
            let spentID = try spent.int("id")
            #expect(try await alice.delete("/api/v1/accounts/\(accountID)/transactions/\(spentID)").status == .noContent)
            #expect(try await alice.post("/api/v1/accounts/\(accountID + 1)/transactions/\(spentID)/restore").status == .notFound)
            let restored = try await alice.post("/api/v1/accounts/\(accountID)/transactions/\(spentID)/restore")
            #expect(restored.status == .ok && restored.json == spent.json)
        }
    }

    @Test func aTransactionIsEditedInPlace() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let account = try await alice.post("/api/v1/accounts", #"{"name": "Wallet", "currency": "EUR", "opening": "50"}"#)
            let accountID = try account.int("id")
            let spent = try await alice.post(
                "/api/v1/accounts/\(accountID)/transactions", #"{"amount": "-10", "note": "cinema", "category": "fun"}"#)
            let path = "/api/v1/accounts/\(accountID)/transactions/\(try spent.int("id"))"
            let edited = try await alice.patch(path, #"{"amount": "-12.40", "note": null, "category": "films"}"#)
            #expect(edited.status == .ok && edited.json["id"] == spent.json["id"])
            #expect(edited.json["amount"]?.stringValue == "-12.40" && edited.json["balance"]?.stringValue == "37.60")
            #expect(edited.json["note"] == .null && edited.json["category"]?.stringValue == "films")
            #expect(edited.json["createdAt"] == spent.json["createdAt"])
            let todayText = try await alice.get("/api/v1/today").json["date"]?.stringValue
            let today = try #require(todayText.flatMap { Day($0) })
            for (body, status) in [
                (#"{"date": "\#(today.adding(days: 1))"}"#, HTTPResponse.Status.unprocessableContent),
                (#"{"amount": "-1.001"}"#, .unprocessableContent),
                (#"{"amount": 5}"#, .badRequest),
                (#"{"amount": "0"}"#, .unprocessableContent),
                (#"{"unknown": 1}"#, .badRequest),
            ] {
                let answer = try await alice.patch(path, body)
                #expect(answer.status == status, "\(body): \(answer.text)")
            }
            #expect(try await alice.get("/api/v1/accounts/\(accountID)").json["balance"]?.stringValue == "37.60", "refusals change nothing")
            #expect(try await alice.patch("/api/v1/accounts/\(accountID)/transactions/999999", #"{"amount": "-1"}"#).status == .notFound)
        }
    }
}
