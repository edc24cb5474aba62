import Foundation
import Testing

/// `cadence account …` through the built binary (docs/domain-rules.md §12 "Money"): negative
/// amounts as arguments, exact strings in JSON, balances on past days, refusals that store nothing.
@Suite struct AccountCommandTests {
    @Test func addRecordListHistoryAndTotals() throws {
        let store = try TemporaryStore()
        let opened = try store.runJSON(["account", "add", "Checking", "--currency", "EUR", "--opening", "100.00"]).object()
        #expect(opened.keySet == ["id", "name", "currency", "type", "balance", "opening", "on", "createdAt", "updatedAt"])
        #expect(opened.string("balance") == "100.00" && opened.string("type") == "checking")
        try store.runJSON(["account", "add", "Yen", "--currency", "jpy", "--type", "cash", "--opening", "-500"])

        let spent = try store.runJSON(["account", "record", "Checking", "-42.50", "--note", "groceries", "--category", "food"]).object()
        #expect(spent.string("amount") == "-42.50" && spent.string("balance") == "57.50" && spent.string("date") == "2025-03-10")
        let earlier = try store.runJSON(["account", "record", "checking", "+1000", "--date", "2025-03-01"]).object()
        #expect(earlier.string("balance") == "1100.00", "the balance right after it, in history order")

        let past = try store.runJSON(["account", "list", "--on", "2025-03-05"]).array()
        #expect(past.map { $0.string("balance") } == ["1100.00", "-500"])
        #expect(past.allSatisfy { $0.string("on") == "2025-03-05" })
        let history = try store.runJSON(["account", "history", "Checking"]).object()
        #expect(history.objects("transactions")?.map { $0.string("balance") } == ["1100.00", "1057.50"])
        #expect(history.object("account")?.string("balance") == "1057.50")
        let totals = try store.runJSON(["account", "totals"]).array()
        #expect(totals.map { $0.string("currency") } == ["EUR", "JPY"])
        #expect(totals.map { $0.string("balance") } == ["1057.50", "-500"])

        let human = try store.run(["account", "list"])
        #expect(human.status == 0 && human.stdout.contains("Total EUR: 1057.50 EUR"))
    }

    @Test func refusalsExplainAndStoreNothing() throws {
        let store = try TemporaryStore()
        for (arguments, code) in [
            (["account", "add", "X", "--currency", "EURO"], "currencyUnknown"),
            (["account", "add", "X", "--currency", "JPY", "--opening", "0.5"], "amountInvalid"),
            (["account", "add", "X", "--currency", "EUR", "--opening", "1,50"], "amountInvalid"),
            (["account", "add", "X", "--currency", "EUR", "--opening", "1e9"], "amountInvalid"),
        ] {
            let result = try store.run(["--json"] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(try result.errorCode() == code, "\(arguments)")
        }
        #expect(try store.runJSON(["account", "list"]).array().isEmpty)

        try store.runJSON(["account", "add", "Main", "--currency", "BHD"])
        for (arguments, code) in [
            (["account", "record", "Main", "0.0001"], "amountInvalid"),
            (["account", "record", "Main", "0"], "amountInvalid"),
            (["account", "record", "Main", "5", "--date", "2025-03-11"], "checkInInFuture"),
            (["account", "record", "Nowhere", "5"], "notFound"),
            (["account", "add", "MAIN", "--currency", "EUR"], "nameDuplicate"),
        ] {
            let result = try store.run(["--json"] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(try result.errorCode() == code, "\(arguments)")
        }
        #expect(try store.run(["account", "record", "Main"]).status == 2)
        let history = try store.runJSON(["account", "history", "Main"]).object()
        #expect(history.objects("transactions")?.isEmpty == true && history.object("account")?.string("balance") == "0.000")
    }
}
