import CadenceCore
import Foundation
import Testing

@testable import CadenceWeb

/// docs/web.md "Undo a delete", "Numbers and money", "Charts", "Notes": every delete of a to-do,
/// note, health entry or transaction answers a page with `#undo-toast` and `button#undo`, which
/// restores the same record (same id) — also after a reload; a transaction is edited in place;
/// money and counts are grouped with symbols; the balance chart's labels fit and do not repeat;
/// the notes list shows plain text.
@Suite struct WebUndoPagesTests {
    @Test func everyDeleteOffersAnUndoThatRestoresTheSameRecord() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.post("/todos", [("title", "Call the dentist")])
            let todo = try #require(try await server.store.todos(of: alice.user).first)
            let deleted = try await alice.post("/todos/\(todo.id)/delete", [("filter", "open")])
            let location = try #require(deleted.location)
            #expect(location == "/todos?filter=open&undo=todo-\(todo.id)")
            let page = try await alice.get(location)
            #expect(page.text.contains("id=\"undo-toast\"") && page.text.contains("<button id=\"undo\""))
            #expect(page.text.contains("action=\"/todos/\(todo.id)/restore\""))
            #expect(page.text.contains("name=\"back\" value=\"/todos?filter=open\""))
            // A reload shows the same toast: the trash still holds the to-do.
            #expect(try await alice.get(location).text.contains("id=\"undo-toast\""))
            let restored = try await alice.post("/todos/\(todo.id)/restore", [("back", "/todos?filter=open")])
            #expect(restored.status == .seeOther && restored.location == "/todos?filter=open")
            #expect(try await server.store.todo(todo.id, of: alice.user) == todo)
            // Once back, the stale link shows no toast, and a second undo changes nothing.
            #expect(!(try await alice.get(location).text.contains("id=\"undo-toast\"")))
            let second = try await alice.post("/todos/\(todo.id)/restore", [("back", "//evil.example")])
            #expect(second.status == .seeOther && second.location == "/todos", "another site is never a way back")
            #expect(try await server.store.todos(of: alice.user) == [todo])

            let body = ##"{"title": "Weekly review", "content": "# Weekly review\nThings that went **well**"}"##
            let note = try await alice.api.post("/api/v1/notes", body)
            let noteID = try note.int("id")
            #expect(try await alice.post("/notes/\(noteID)/delete").location == "/notes?undo=note-\(noteID)")
            #expect(try await alice.get("/notes?undo=note-\(noteID)").text.contains("action=\"/notes/\(noteID)/restore\""))
            _ = try await alice.post("/notes/\(noteID)/restore", [("back", "/notes")])
            let notes = try await alice.get("/notes")
            #expect(notes.text.contains("Weekly review Things that went well"), "a plain-text excerpt")
            #expect(!notes.text.contains("**well**"))

            let entry = try await alice.api.post("/api/v1/health", #"{"type": "steps", "value": 17432}"#)
            let entryID = try entry.int("id")
            #expect(try await alice.get("/health").text.contains("17,432"), "steps are grouped")
            #expect(try await alice.post("/health/entries/\(entryID)/delete").location == "/health?undo=health-\(entryID)")
            _ = try await alice.post("/health/entries/\(entryID)/restore", [("back", "/health")])
            #expect(try await server.store.healthEntries(of: alice.user, type: nil, from: nil, through: nil).map(\.id) == [entryID])
        }
    }

    @Test func aTransactionIsEditedAndTheMoneyPageReadsWell() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let path = try #require(
                try await alice.post("/money/accounts", [("name", "Main"), ("currency", "EUR"), ("opening", "3594.10")]).location)
            for _ in 0..<3 { _ = try await alice.post("\(path)/transactions", [("kind", "expense"), ("amount", "1.05")]) }
            let transaction = try #require(try await server.store.moneyTransactions(of: alice.user, account: nil).first)
            let account = try await alice.get(path)
            #expect(account.text.contains(">€3,590.95<"), "grouped, with the symbol")
            #expect(account.text.contains("href=\"\(path)/transactions/\(transaction.id)/edit\""))
            let chart = try #require(account.between("<svg id=\"balance-chart\"", and: "</svg>"))
            let xLabels = chart.components(separatedBy: "class=\"chart-label x-label\"").count - 1
            #expect(xLabels == 2, "Opening and one label for the day, not three: \(chart)")
            #expect(chart.contains(">€3,590<") || chart.contains(">€3,590.95<") || chart.contains("€"), "money labels on the y axis")

            let form = try await alice.get("\(path)/transactions/\(transaction.id)/edit")
            #expect(form.text.contains("id=\"transaction-edit-form\"") && form.text.contains("value=\"1.05\""))
            let saved = try await alice.post(
                "\(path)/transactions/\(transaction.id)/edit", [("kind", "expense"), ("amount", "2,50"), ("note", "fixed"), ("category", "")])
            #expect(saved.status == .seeOther && saved.location == path)
            let edited = try #require(try await server.store.moneyTransactions(of: alice.user, account: nil).first { $0.id == transaction.id })
            #expect(edited.amountMinorUnits == -250 && edited.note == "fixed" && edited.createdAt == transaction.createdAt)
            let refused = try await alice.post("\(path)/transactions/\(transaction.id)/edit", [("kind", "expense"), ("amount", "1.234")])
            #expect(refused.status == .unprocessableContent && refused.text.contains("value=\"1.234\""))
            #expect(try await server.store.moneyTransactions(of: alice.user, account: nil).first { $0.id == transaction.id } == edited)

            let deleted = try await alice.post("\(path)/transactions/\(transaction.id)/delete")
            #expect(deleted.location == "\(path)?undo=transaction-\(transaction.id)")
            #expect(try await alice.get(try #require(deleted.location)).text.contains("action=\"/money/transactions/\(transaction.id)/restore\""))
            _ = try await alice.post("/money/transactions/\(transaction.id)/restore", [("back", path)])
            #expect(try await server.store.moneyTransactions(of: alice.user, account: nil).contains(edited))
        }
    }

    @Test func numbersAreGroupedInEnglishStyle() {
        #expect(WebFormat.number(17_432) == "17,432" && WebFormat.number(1_234.5) == "1,234.5" && WebFormat.number(999) == "999")
        #expect(WebFormat.number(-2_000) == "-2,000" && WebFormat.number(0.25) == "0.25" && WebFormat.number(1_000_000) == "1,000,000")
        let euro = try? MoneyAmount(parsing: "3594.10", currency: Currency.named("EUR"))
        #expect(euro.map(MoneyText.amount) == "€3,594.10")
        let yen = try? MoneyAmount(parsing: "-5000", currency: Currency.named("JPY"))
        #expect(yen.map(MoneyText.amount) == "-¥5,000")
        let franc = try? MoneyAmount(parsing: "1234.5", currency: Currency.named("CHF"))
        #expect(franc.map(MoneyText.amount) == "CHF\u{00A0}1,234.50")
        #expect(NotePlainText.excerpt("# Weekly review\nThings that went **well** & <b>x</b>") == "Weekly review Things that went well & <b>x</b>")
    }
}
