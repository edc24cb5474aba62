import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// docs/domain-rules.md "§22 Sync of every area", docs/sync.md "Money": accounts and
/// transactions travel between two devices through a server whose store is any backend. Both
/// devices' transactions are kept; an edit of one transaction on each device merges field by field;
/// balances are derived from what merged (never synced); two accounts opened apart with one name
/// both stay, one shown as "Name (2)"; a transaction's delete wins over an edit.
public enum MoneySyncScenario {
    public static func run(serverStore: any CadenceStore, deviceStores: (any CadenceStore, any CadenceStore)) async throws {
        let world = try await SyncScenarioWorld.make(serverStore: serverStore, deviceStores: deviceStores, timeZone: "Pacific/Kiritimati")
        let (clock, server, person, a, b) = (world.clock, world.server, world.person, world.a, world.b)
        func settle() async throws {
            for device in [a, b, a] { _ = try #require(try await device.sync(batchSize: 7)) }
        }
        func ledger(_ service: CadenceService, _ user: UserID) async throws -> [String] {
            var lines: [String] = []
            for balance in try await service.moneyAccountBalances(of: user).sorted(by: { $0.account.name < $1.account.name }) {
                lines.append("\(balance.account.name) \(balance.account.currency) \(balance.account.type) = \(balance.balance)")
                for line in try await service.moneyHistory(of: balance.account.id, for: user).lines {
                    let transaction = line.transaction
                    lines.append("  \(transaction.day) \(transaction.amountMinorUnits) \(transaction.note ?? "-") \(transaction.category ?? "-")")
                }
            }
            return lines
        }
        func same() async throws -> [String] {
            let onA = try await ledger(a.service, a.user)
            #expect(onA == (try await ledger(b.service, b.user)), "both devices hold the same money")
            #expect(onA == (try await ledger(server, person)), "and so does the server")
            return onA
        }

        let checking = try await a.service.addMoneyAccount(name: "Checking", currency: "EUR", opening: "100", for: a.user)
        let lunch = try await a.service.recordMoneyTransaction(account: checking.id, amount: "-12.50", note: "lunch", for: a.user).transaction
        try await settle()
        let checkingB = try #require(try await b.service.moneyAccountBalances(of: b.user).first?.account)
        let lunchB = try #require(try await b.service.moneyHistory(of: checkingB.id, for: b.user).lines.first?.transaction)

        // Apart: each records one, and each edits a different field of the lunch.
        clock.advance(seconds: 60)
        _ = try await a.service.recordMoneyTransaction(account: checking.id, amount: "1000", note: "salary", for: a.user)
        _ = try await a.service.updateMoneyTransaction(lunch.id, amount: "-13", for: a.user)
        clock.advance(seconds: 60)
        _ = try await b.service.recordMoneyTransaction(account: checkingB.id, amount: "-40", category: "food", for: b.user)
        _ = try await b.service.updateMoneyTransaction(lunchB.id, note: "team lunch", for: b.user)
        try await settle()
        var shown = try await same()
        #expect(shown.first == "Checking EUR checking = 1047.00 EUR", "the balance is derived from every transaction: \(shown)")
        #expect(shown.contains { $0.hasSuffix("-1300 team lunch -") }, "both edits of one transaction merge: \(shown)")
        #expect(shown.count == 4)

        // Two accounts opened apart with one name: both kept.
        _ = try await a.service.addMoneyAccount(name: "Savings", currency: "EUR", type: .savings, for: a.user)
        _ = try await b.service.addMoneyAccount(name: "savings", currency: "JPY", type: .savings, opening: "5000", for: b.user)
        try await settle()
        shown = try await same()
        #expect(shown.filter { $0.contains("avings") }.count == 2 && shown.contains { $0.contains("(2) ") }, "\(shown)")

        // A delete and an edit of one transaction apart: the delete wins.
        let salary = try #require(try await a.service.moneyHistory(of: checking.id, for: a.user).lines.first { $0.transaction.note == "salary" })
        let salaryB = try #require(try await b.service.moneyHistory(of: checkingB.id, for: b.user).lines.first { $0.transaction.note == "salary" })
        try await a.service.deleteMoneyTransaction(salary.transaction.id, for: a.user)
        clock.advance(seconds: 60)
        _ = try await b.service.updateMoneyTransaction(salaryB.transaction.id, note: "bonus", for: b.user)
        try await settle()
        shown = try await same()
        #expect(shown.first == "Checking EUR checking = 47.00 EUR", "\(shown)")

        // An account deleted goes with its transactions everywhere.
        try await b.service.deleteMoneyAccount(checkingB.id, for: b.user)
        try await settle()
        shown = try await same()
        #expect(!shown.contains { $0.hasPrefix("Checking") } && shown.count == 2, "\(shown)")
    }
}
