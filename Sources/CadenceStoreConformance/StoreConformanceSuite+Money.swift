import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Money (docs/domain-rules.md §12 "Money")

extension StoreConformance {
    static let euro = Currency(code: "EUR") ?? Currency.all[0]
    static let dinar = Currency(code: "BHD") ?? Currency.all[0]

    /// Accounts and transactions round-trip every field (exact minor units at the range's ends,
    /// milliseconds kept); accounts read by folded name, transactions in history order, of one
    /// account or all; an import inserts an account with its history; deleting an account
    /// deletes its transactions; every change raises the data revision.
    public static func moneyAccountsRoundTripAndCascade(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let savings = MoneyAccount(
            name: "savings", currency: dinar, type: .savings, openingMinorUnits: -MoneyAmount.maximumMinorUnits, createdAt: instant)
        let checking = MoneyAccount(name: "Checking", currency: euro, openingMinorUnits: 12_345, createdAt: instant)
        let ids = try await store.apply([.insertMoneyAccount(savings), .insertMoneyAccount(checking)], for: user, at: instant)
        let accounts = try await store.moneyAccounts(of: user)
        #expect(accounts.map(\.id) == [ids[1], ids[0]], "by folded name: Checking, savings")
        let stored = try #require(try await store.moneyAccount(ids[0], of: user))
        #expect(stored.name == "savings" && stored.currency == dinar && stored.type == .savings)
        #expect(stored.openingMinorUnits == -MoneyAmount.maximumMinorUnits && stored.createdAt == instant)

        let later = firstDay.adding(days: 3)
        let transactions = [
            MoneyTransaction(accountID: ids[1], day: later, amountMinorUnits: -250, note: "lunch", category: "food", createdAt: instant),
            MoneyTransaction(accountID: ids[1], day: firstDay, amountMinorUnits: MoneyAmount.maximumMinorUnits, createdAt: laterInstant),
            MoneyTransaction(accountID: ids[0], day: firstDay, amountMinorUnits: 1, createdAt: instant),
        ]
        let revision = try await store.dataRevision(of: user)
        let transactionIDs = try await store.apply(transactions.map(StoreChange.insertMoneyTransaction), for: user, at: instant)
        #expect(try await store.dataRevision(of: user) > revision, "a money change raises the data revision")
        let all = try await store.moneyTransactions(of: user, account: nil)
        #expect(all.map(\.id) == [transactionIDs[2], transactionIDs[1], transactionIDs[0]], "by day, then instant, then id")
        let lunch = try #require(all.last)
        #expect(lunch.amountMinorUnits == -250 && lunch.note == "lunch" && lunch.category == "food" && lunch.day == later)
        #expect(try await store.moneyTransactions(of: user, account: ids[1]).map(\.id) == [transactionIDs[1], transactionIDs[0]])

        var renamed = stored
        renamed.name = "Rainy day"
        renamed.openingMinorUnits = 0
        try await store.apply([.updateMoneyAccount(renamed)], for: user, at: laterInstant)
        let updated = try #require(try await store.moneyAccount(ids[0], of: user))
        #expect(updated.name == "Rainy day" && updated.openingMinorUnits == 0 && updated.updatedAt == laterInstant)

        let imported = try await store.apply(
            [
                .insertMoneyAccountWithHistory(
                    MoneyAccount(name: "Imported", currency: euro, createdAt: instant, updatedAt: laterInstant),
                    [MoneyTransaction(accountID: 0, day: firstDay, amountMinorUnits: 99, createdAt: instant)])
            ], for: user, at: instant)
        let importedID = try #require(imported.first)
        #expect(try await store.moneyTransactions(of: user, account: importedID).map(\.amountMinorUnits) == [99])
        #expect(try await store.moneyAccount(importedID, of: user)?.updatedAt == laterInstant)

        try await store.apply([.deleteMoneyAccount(ids[1])], for: user, at: instant)
        #expect(try await store.moneyTransactions(of: user, account: ids[1]).isEmpty, "an account's transactions go with it")
        try await store.apply([.deleteMoneyTransaction(transactionIDs[2])], for: user, at: instant)
        #expect(try await store.moneyTransactions(of: user, account: ids[0]).isEmpty)
        await #expect(throws: CadenceError.self) {
            try await store.apply([.deleteMoneyTransaction(transactionIDs[2])], for: user, at: instant)
        }
    }

    /// Account names are unique per user after folding (`nameDuplicate`), another user may reuse
    /// them, and a user holds at most `MoneyAccount.maximumCount` accounts (`accountLimitReached`);
    /// each refusal changes nothing.
    public static func moneyNamesUniqueAndLimited(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        try await store.apply([.insertMoneyAccount(MoneyAccount(name: "Straße", currency: euro, createdAt: instant))], for: alice, at: instant)
        _ = try await expectRefusal(
            .nameDuplicate, [.insertMoneyAccount(MoneyAccount(name: "STRASSE", currency: dinar, createdAt: instant))],
            for: alice, in: store, watching: [alice, bob])
        try await store.apply([.insertMoneyAccount(MoneyAccount(name: "Straße", currency: euro, createdAt: instant))], for: bob, at: instant)

        let many = (1..<MoneyAccount.maximumCount).map {
            StoreChange.insertMoneyAccount(MoneyAccount(name: "Account \($0)", currency: euro, createdAt: instant))
        }
        try await store.apply(many, for: alice, at: instant)
        #expect(try await store.moneyAccounts(of: alice).count == MoneyAccount.maximumCount)
        _ = try await expectRefusal(
            .accountLimitReached, [.insertMoneyAccount(MoneyAccount(name: "One too many", currency: euro, createdAt: instant))],
            for: alice, in: store, watching: [alice, bob])
    }

    /// Another user's account cannot be read, changed, deleted or written into, and a batch that
    /// fails part-way writes none of it.
    public static func moneyIsIsolatedAndAtomic(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let account = try #require(
            try await store.apply([.insertMoneyAccount(MoneyAccount(name: "Mine", currency: euro, createdAt: instant))], for: alice, at: instant)
                .first)
        let transaction = try #require(
            try await store.apply(
                [.insertMoneyTransaction(MoneyTransaction(accountID: account, day: firstDay, amountMinorUnits: 5, createdAt: instant))],
                for: alice, at: instant
            ).first)
        #expect(try await store.moneyAccount(account, of: bob) == nil)
        #expect(try await store.moneyTransactions(of: bob, account: account).isEmpty)
        var stolen = MoneyAccount(id: account, name: "Stolen", currency: euro, createdAt: instant)
        stolen.openingMinorUnits = 1
        for change in [
            StoreChange.updateMoneyAccount(stolen), .deleteMoneyAccount(account), .deleteMoneyTransaction(transaction),
            .insertMoneyTransaction(MoneyTransaction(accountID: account, day: firstDay, amountMinorUnits: 7, createdAt: instant)),
        ] {
            _ = try await expectRefusal(.notFound, [change], for: bob, in: store, watching: [alice, bob])
        }
        _ = try await expectRefusal(
            .notFound,
            [
                .insertMoneyTransaction(MoneyTransaction(accountID: account, day: firstDay, amountMinorUnits: 9, createdAt: instant)),
                .deleteMoneyAccount(987_654),
            ], for: alice, in: store, watching: [alice, bob])
        #expect(try await store.moneyTransactions(of: alice, account: account).map(\.amountMinorUnits) == [5])
    }
}
