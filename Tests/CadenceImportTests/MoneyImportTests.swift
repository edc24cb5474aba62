import CadenceCore
import CadenceImport
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §12 "Money" in Cadence exports (version 3): an account the user has
/// gets only the new transactions, a currency that differs or a balance out of range refuses
/// the whole import, and a refusal writes nothing.
@Suite struct MoneyImportTests {
    static func document(_ accounts: String) -> String {
        """
        {"format": "cadence-export", "version": 3, "exportedAt": "2026-03-18T11:00:00.000Z",
         "settings": {"timeZone": "Europe/Paris", "dayStart": 0, "weekStart": 1, "onboardingCompleted": true},
         "categories": [], "habits": [], "perfectDays": [], "xp": [], "achievements": [],
         "accounts": \(accounts)}
        """
    }

    static let checking = """
        {"name": "Checking", "currency": "EUR", "type": "checking", "opening": "10.00",
         "createdAt": "2026-01-01T08:00:00.000Z", "updatedAt": "2026-01-01T08:00:00.000Z",
         "transactions": [
           {"date": "2026-03-01", "amount": "-2.50", "note": "tea", "category": null, "createdAt": "2026-03-01T09:00:00.000Z"},
           {"date": "2026-03-02", "amount": "100", "note": null, "category": "pay", "createdAt": "2026-03-02T09:00:00.000Z"}]}
        """

    /// A valid account that comes first in the refused files: it must not be written either.
    static let savings = Self.checking.replacingOccurrences(of: "\"Checking\"", with: "\"Savings\"")

    @Test func anAccountTheUserHasGetsOnlyTheNewTransactions() async throws {
        let fixture = try await ImportFixture()
        let mine = try await fixture.service.addMoneyAccount(name: "CHECKING", currency: "eur", opening: "1", for: fixture.user)
        _ = try await fixture.service.recordMoneyTransaction(account: mine.id, amount: "5", on: Day("2026-03-10"), for: fixture.user)
        let folder = try TemporaryFolder()
        let file = try folder.write(Self.document("[\(Self.checking)]"), to: "export.json")
        let result = try await fixture.importFile(file)
        #expect(result.summary.lifeRecords == ["transactions": 2])
        #expect(result.summary.lifeRecordsAlreadyPresent == ["accounts": 1])
        let accounts = try await fixture.store.moneyAccounts(of: fixture.user)
        #expect(accounts.map(\.name) == ["CHECKING"] && accounts.first?.openingMinorUnits == 100, "the user's account is kept as it is")
        let again = try await fixture.importFile(file)
        #expect(again.summary.lifeRecords.isEmpty && again.summary.lifeRecordsAlreadyPresent == ["accounts": 1, "transactions": 2])
        let balance = try await fixture.service.moneyAccountBalances(of: fixture.user).first?.balance.text
        #expect(balance == "103.50")
    }

    @Test(arguments: [
        (
            #"[{"name": "Checking", "currency": "USD", "type": "cash", "opening": "0", "createdAt": "2026-01-01T08:00:00.000Z", "updatedAt": "#
                + #""2026-01-01T08:00:00.000Z", "transactions": []}]"#,
            "currency"
        ),
        (
            #"[{"name": "X", "currency": "EUR", "type": "cash", "opening": "0.001", "createdAt": "2026-01-01T08:00:00.000Z", "updatedAt": "#
                + #""2026-01-01T08:00:00.000Z", "transactions": []}]"#,
            "opening"
        ),
        (
            #"[{"name": "X", "currency": "ABC", "type": "cash", "opening": "0", "createdAt": "2026-01-01T08:00:00.000Z", "updatedAt": "#
                + #""2026-01-01T08:00:00.000Z", "transactions": []}]"#,
            "currency"
        ),
        (
            #"[{"name": "X", "currency": "JPY", "type": "cash", "opening": "999999999999999", "createdAt": "2026-01-01T08:00:00.000Z", "#
                + #""updatedAt": "2026-01-01T08:00:00.000Z", "transactions": [{"date": "2026-03-01", "amount": "1", "note": null, "category": "#
                + #"null, "createdAt": "2026-03-01T09:00:00.000Z"}]}]"#,
            "amount"
        ),
        (
            #"[{"name": "X", "currency": "EUR", "type": "cash", "opening": "0", "createdAt": "2026-01-01T08:00:00.000Z", "updatedAt": "#
                + #""2026-01-01T08:00:00.000Z", "transactions": [{"date": "2027-03-01", "amount": "1", "note": null, "category": null, "#
                + #""createdAt": "2026-03-01T09:00:00.000Z"}]}]"#,
            "date"
        ),
        (
            #"[{"name": "X", "currency": "EUR", "type": "cash", "opening": "0", "createdAt": "2026-01-01T08:00:00.000Z", "updatedAt": "#
                + #""2026-01-01T08:00:00.000Z", "transactions": []}, {"name": "x", "currency": "EUR", "type": "cash", "opening": "0", "createdAt": "#
                + #""2026-01-01T08:00:00.000Z", "updatedAt": "2026-01-01T08:00:00.000Z", "transactions": []}]"#,
            "name"
        ),
    ])
    func aRefusedAccountRefusesTheImportAndWritesNothing(_ accounts: String, field: String) async throws {
        let fixture = try await ImportFixture()
        _ = try await fixture.service.addMoneyAccount(name: "Checking", currency: "EUR", for: fixture.user)
        let before = try await fixture.snapshot()
        let folder = try TemporaryFolder()
        let file = try folder.write(Self.document("[\(Self.savings), " + accounts.dropFirst()), to: "export.json")
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file) }
        #expect(failure?.issues.first?.field == field, "\(failure?.description ?? "")")
        #expect(try await fixture.snapshot() == before)
    }
}
