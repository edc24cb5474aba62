import Foundation
import Testing

@testable import CadenceCore

/// docs/domain-rules.md §12 "Money": the ISO 4217 list and its minor digits, exact amounts read
/// and written at their edges, balances on any day, totals per currency, and the range guard.
@Suite struct MoneyRulesTests {
    let instant = Date(timeIntervalSince1970: 1_773_831_600)
    let eur = Currency(code: "EUR")!
    let jpy = Currency(code: "JPY")!
    let bhd = Currency(code: "BHD")!

    @Test func theListKnowsMinorDigits() throws {
        #expect(eur.minorDigits == 2 && jpy.minorDigits == 0 && bhd.minorDigits == 3)
        #expect(Currency(code: " usd ")?.code == "USD" && Currency(code: "clf")?.minorDigits == 4)
        #expect(Currency.all.count == Set(Currency.all.map(\.code)).count, "no code twice")
        #expect(Currency.all.allSatisfy { $0.code.count == 3 && $0.code == $0.code.uppercased() && (0...4).contains($0.minorDigits) })
        for withdrawn in ["", "EU", "EURO", "XAU", "XDR", "HRK", "ZWL", "ABC", "€"] {
            #expect(Currency(code: withdrawn) == nil, "\(withdrawn)")
        }
        let error = #expect(throws: CadenceError.self) { try Currency.named("Euro") }
        #expect(error?.code == .currencyUnknown && error?.field == "currency")
    }

    @Test func amountsAreReadExactly() throws {
        let cases: [(String, Currency, Int64)] = [
            ("1234.50", eur, 123_450), ("1234.5", eur, 123_450), ("1234", eur, 123_400), ("-0.05", eur, -5),
            ("+7", eur, 700), ("0", eur, 0), ("-0", eur, 0), ("007.10", eur, 710), ("500", jpy, 500), ("-1.250", bhd, -1_250),
            ("0.001", bhd, 1), ("9999999999999.99", eur, 999_999_999_999_999), ("999999999999999", jpy, 999_999_999_999_999),
            ("-999999999999.999", bhd, -999_999_999_999_999), (" 12.34 ", eur, 1_234),
        ]
        for (text, currency, units) in cases {
            #expect(try MoneyAmount(parsing: text, currency: currency).minorUnits == units, "\(text) \(currency)")
        }
        // 0.1 + 0.2 is exactly 0.3 here.
        let sum = try MoneyAmount(parsing: "0.1", currency: eur).minorUnits + MoneyAmount(parsing: "0.2", currency: eur).minorUnits
        #expect(MoneyAmount(clamping: sum, currency: eur).text == "0.30")
    }

    @Test func malformedOrTooPreciseAmountsAreRefused() {
        let refused: [(String, Currency)] = [
            ("1.005", eur), ("0.5", jpy), ("1.0001", bhd), ("", eur), ("-", eur), (".5", eur), ("5.", eur), ("1,50", eur),
            ("1e3", eur), ("1 000", eur), ("--1", eur), ("+-1", eur), ("NaN", eur), ("Infinity", eur), ("0x10", eur),
            ("١٢", eur), ("10000000000000.00", eur), ("1000000000000000", jpy), ("99999999999999999999999999", eur),
            ("1.5.0", eur), ("€5", eur),
        ]
        for (text, currency) in refused {
            let error = #expect(throws: CadenceError.self, "\(text)") { try MoneyAmount(parsing: text, currency: currency) }
            #expect(error?.code == .amountInvalid, "\(text)")
        }
        #expect(throws: CadenceError.self) { try MoneyAmount(minorUnits: .min, currency: eur) }
        #expect(throws: CadenceError.self) { try MoneyAmount(minorUnits: 1_000_000_000_000_000, currency: eur) }
    }

    @Test func amountsAreWrittenWithTheCurrencysDigits() throws {
        #expect(try MoneyAmount(minorUnits: 123_450, currency: eur).text == "1234.50")
        #expect(try MoneyAmount(minorUnits: -5, currency: eur).text == "-0.05")
        #expect(try MoneyAmount(minorUnits: 0, currency: bhd).text == "0.000")
        #expect(try MoneyAmount(minorUnits: -1, currency: bhd).text == "-0.001")
        #expect(try MoneyAmount(minorUnits: 500, currency: jpy).text == "500")
        #expect(try MoneyAmount(minorUnits: -999_999_999_999_999, currency: eur).text == "-9999999999999.99")
        #expect(MoneyAmount(clamping: .min, currency: eur).minorUnits == -MoneyAmount.maximumMinorUnits)
        for currency in Currency.all {
            for units: Int64 in [0, 1, -1, 10, 99, 12_345, -MoneyAmount.maximumMinorUnits, MoneyAmount.maximumMinorUnits] {
                let amount = try MoneyAmount(minorUnits: units, currency: currency)
                #expect(try MoneyAmount(parsing: amount.text, currency: currency) == amount, "\(amount)")
            }
        }
    }

    @Test func aBalanceOnADayCountsTransactionsUpToIt() throws {
        let account = MoneyAccount(id: 1, name: "Checking", currency: eur, openingMinorUnits: 10_000, createdAt: instant)
        let march1 = Day("2026-03-01")!
        let transactions = [
            MoneyTransaction(id: 3, accountID: 1, day: march1.adding(days: 2), amountMinorUnits: -2_550, createdAt: instant),
            MoneyTransaction(id: 1, accountID: 1, day: march1, amountMinorUnits: 50_000, createdAt: instant),
            MoneyTransaction(id: 2, accountID: 1, day: march1, amountMinorUnits: -1, createdAt: instant),
            MoneyTransaction(id: 9, accountID: 2, day: march1, amountMinorUnits: 777, createdAt: instant),
        ]
        #expect(try MoneyLedger.balance(of: account, transactions: transactions).text == "574.49")
        #expect(try MoneyLedger.balance(of: account, transactions: transactions, on: march1.adding(days: -1)).text == "100.00")
        #expect(try MoneyLedger.balance(of: account, transactions: transactions, on: march1).text == "599.99")
        #expect(try MoneyLedger.balance(of: account, transactions: transactions, on: march1.adding(days: 2)).text == "574.49")
        #expect(try MoneyLedger.balance(of: account, transactions: []).text == "100.00", "no transactions: the opening balance")
        let history = try MoneyLedger.history(of: account, transactions: transactions)
        #expect(history.map(\.transaction.id) == [1, 2, 3])
        #expect(history.map(\.balance.text) == ["600.00", "599.99", "574.49"])
    }

    @Test func totalsArePerCurrencyNeverAddedAcross() throws {
        let totals = try MoneyLedger.totals([
            MoneyAmount(minorUnits: 150, currency: eur), MoneyAmount(minorUnits: 500, currency: jpy),
            MoneyAmount(minorUnits: -50, currency: eur), MoneyAmount(minorUnits: 1, currency: bhd),
        ])
        #expect(totals.map(\.currency.code) == ["BHD", "EUR", "JPY"])
        #expect(totals.map(\.balance.text) == ["0.001", "1.00", "500"])
        #expect(totals.map(\.accounts) == [1, 2, 1])
        #expect(try MoneyLedger.totals([]).isEmpty)
        // The most a user can hold: every account at the largest balance still sums without overflow.
        let largest = Array(
            repeating: try MoneyAmount(minorUnits: MoneyAmount.maximumMinorUnits, currency: eur), count: MoneyAccount.maximumCount)
        #expect(try MoneyLedger.totals(largest).first?.balance.minorUnits == MoneyAmount.maximumMinorUnits * 1_000)
    }

    @Test func noBalanceMayPassTheLargestAmountAtAnyPointOfTheHistory() throws {
        let account = MoneyAccount(id: 1, name: "Big", currency: jpy, openingMinorUnits: MoneyAmount.maximumMinorUnits, createdAt: instant)
        let day = Day("2026-03-01")!
        let up = MoneyTransaction(id: 1, accountID: 1, day: day, amountMinorUnits: 1, createdAt: instant)
        let down = MoneyTransaction(id: 2, accountID: 1, day: day.adding(days: 1), amountMinorUnits: -10, createdAt: instant)
        let error = #expect(throws: CadenceError.self) { try MoneyLedger.history(of: account, transactions: [up, down]) }
        #expect(error?.code == .amountInvalid, "the final balance is in range, but the one after `up` is not")
        #expect(try MoneyLedger.history(of: account, transactions: [down]).last?.balance.minorUnits == MoneyAmount.maximumMinorUnits - 10)
        let extremes = (1...20).map {
            MoneyTransaction(id: Int64($0), accountID: 1, day: day, amountMinorUnits: -MoneyAmount.maximumMinorUnits, createdAt: instant)
        }
        #expect(throws: CadenceError.self) { try MoneyLedger.balance(of: account, transactions: extremes) }
    }

    @Test func validationTrimsAndRefuses() throws {
        let today = Day("2026-03-18")!
        let account = try MoneyValidator.validated(MoneyAccount(name: "  Savings ", currency: eur, createdAt: instant))
        #expect(account.name == "Savings")
        for (name, code) in [("", CadenceError.Code.nameEmpty), (String(repeating: "a", count: 101), .nameTooLong), ("a\u{7}b", .nameInvalid)] {
            let error = #expect(throws: CadenceError.self) {
                try MoneyValidator.validated(MoneyAccount(name: name, currency: eur, createdAt: instant))
            }
            #expect(error?.code == code)
        }
        #expect(throws: CadenceError.self) {
            try MoneyValidator.validated(MoneyAccount(name: "x", currency: eur, openingMinorUnits: .max, createdAt: instant))
        }
        let ok = try MoneyValidator.validated(
            MoneyTransaction(accountID: 1, day: today, amountMinorUnits: 5, note: "  ", category: " food ", createdAt: instant), today: today)
        #expect(ok.note == nil && ok.category == "food")
        let refusals: [(MoneyTransaction, CadenceError.Code)] = [
            (MoneyTransaction(accountID: 1, day: today.adding(days: 1), amountMinorUnits: 5, createdAt: instant), .checkInInFuture),
            (
                MoneyTransaction(accountID: 1, day: Day.supported.lowerBound.adding(days: -1), amountMinorUnits: 5, createdAt: instant),
                .dateRangeInvalid
            ),
            (MoneyTransaction(accountID: 1, day: today, amountMinorUnits: 0, createdAt: instant), .amountInvalid),
            (
                MoneyTransaction(accountID: 1, day: today, amountMinorUnits: 5, note: String(repeating: "n", count: 1_001), createdAt: instant),
                .noteTooLong
            ),
            (
                MoneyTransaction(accountID: 1, day: today, amountMinorUnits: 5, category: String(repeating: "c", count: 61), createdAt: instant),
                .nameTooLong
            ),
        ]
        for (transaction, code) in refusals {
            let error = #expect(throws: CadenceError.self) { try MoneyValidator.validated(transaction, today: today) }
            #expect(error?.code == code)
        }
    }
}
