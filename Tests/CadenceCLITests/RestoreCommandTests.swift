import Foundation
import Testing

/// `cadence … restore` and `cadence account edit-transaction` through the built binary
/// (docs/domain-rules.md "§14 Undo and the trash"): a deleted record comes back with
/// its id, once; a refused restore or edit exits 1 with a code and changes nothing.
@Suite struct RestoreCommandTests {
    @Test func deletedRecordsComeBackWithTheirIds() throws {
        let store = try TemporaryStore()
        let todo = try store.runJSON(["todo", "add", "Pay rent", "--priority", "high"]).object()
        let todoID = try #require(todo.int("id"))
        let deleted = try store.run(["todo", "delete", "\(todoID)"])
        #expect(deleted.status == 0 && deleted.stdout.contains("cadence todo restore \(todoID)"))
        let back = try store.runJSON(["todo", "restore", "\(todoID)"]).object()
        #expect(back.int("id") == todoID && back.string("title") == "Pay rent" && back.string("createdAt") == todo.string("createdAt"))
        let again = try store.run(["--json", "todo", "restore", "\(todoID)"])
        #expect(again.status == 1)
        #expect(try again.errorCode() == "notInTrash")

        let note = try store.runJSON(["notebook", "add", "Weekly review", "--text", "# Review"]).object()
        let noteID = try #require(note.int("id"))
        try store.runJSON(["notebook", "delete", "\(noteID)"])
        #expect(try store.runJSON(["notebook", "restore", "\(noteID)"]).object().int("id") == noteID)

        let entry = try store.runJSON(["health", "add", "steps", "8432"]).object()
        let entryID = try #require(entry.int("id"))
        try store.runJSON(["health", "delete", "\(entryID)"])
        #expect(try store.runJSON(["health", "restore", "\(entryID)"]).object().int("id") == entryID)

        try store.runJSON(["account", "add", "Checking", "--currency", "EUR", "--opening", "100"])
        let spent = try store.runJSON(["account", "record", "Checking", "-12.50"]).object()
        let spentID = try #require(spent.int("id"))
        try store.runJSON(["account", "delete-transaction", "\(spentID)"])
        let restored = try store.runJSON(["account", "restore-transaction", "\(spentID)"]).object()
        #expect(restored.int("id") == spentID && restored.string("balance") == "87.50")
    }

    @Test func aTransactionIsEditedAndRefusalsChangeNothing() throws {
        let store = try TemporaryStore()
        try store.runJSON(["account", "add", "Wallet", "--currency", "EUR", "--opening", "50"])
        let spent = try store.runJSON(["account", "record", "Wallet", "-10", "--note", "cinema"]).object()
        let id = "\(try #require(spent.int("id")))"
        let edited = try store.runJSON(["account", "edit-transaction", id, "--amount=-12.40", "--note", "", "--category", "films"]).object()
        #expect(edited.string("amount") == "-12.40" && edited.string("balance") == "37.60")
        #expect(edited.isNull("note") && edited.string("category") == "films" && edited.int("id") == spent.int("id"))
        for (arguments, code) in [
            (["account", "edit-transaction", id, "--amount", "1.001"], "amountInvalid"),
            (["account", "edit-transaction", id, "--amount", "0"], "amountInvalid"),
            (["account", "edit-transaction", "999", "--amount", "1"], "notFound"),
        ] {
            let result = try store.run(["--json"] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(try result.errorCode() == code, "\(arguments)")
        }
        #expect(try store.run(["account", "edit-transaction", id]).status == 2, "nothing to change is a usage error")
        let history = try store.runJSON(["account", "history", "Wallet"]).object()
        #expect(history.object("account")?.string("balance") == "37.60")
    }
}
