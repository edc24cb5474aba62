/// How balances follow from the stored facts (docs/domain-rules.md §12 "Money"): an account's
/// balance on a day is its opening balance plus every transaction dated on or before that day;
/// its balance now is that sum over all its transactions. Totals are per currency — amounts of
/// different currencies are never added. Sums are checked: no balance, at any point of the
/// history, may pass ±`MoneyAmount.maximumMinorUnits`, so a change that would is refused and
/// no derived sum can overflow.
public enum MoneyLedger {
    /// One line of an account's history: the transaction and the balance right after it.
    public struct Line: Sendable, Hashable {
        public let transaction: MoneyTransaction
        public let balance: MoneyAmount
    }

    /// A total of one currency over several accounts.
    public struct Total: Sendable, Hashable {
        public let currency: Currency
        public let balance: MoneyAmount
        public let accounts: Int
    }

    /// The account's balance after every transaction dated on or before `day` (all of them
    /// when `day` is `nil`). `transactions` may hold other accounts' too; they are ignored.
    public static func balance(
        of account: MoneyAccount, transactions: [MoneyTransaction], on day: Day? = nil
    ) throws(CadenceError) -> MoneyAmount {
        var sum = account.openingMinorUnits
        for transaction in transactions where transaction.accountID == account.id {
            if let day, transaction.day > day { continue }
            let (added, overflow) = sum.addingReportingOverflow(transaction.amountMinorUnits)
            guard !overflow else { throw tooLarge(account.currency) }
            sum = added
        }
        guard sum.magnitude <= MoneyAmount.maximumMinorUnits.magnitude else { throw tooLarge(account.currency) }
        return MoneyAmount(unchecked: sum, currency: account.currency)
    }

    /// The account's transactions in history order (day, instant recorded, id), each with the
    /// balance after it. Refuses (`amountInvalid`) a history in which a balance passes the limit.
    public static func history(of account: MoneyAccount, transactions: [MoneyTransaction]) throws(CadenceError) -> [Line] {
        var balance = account.openingMinorUnits
        var lines: [Line] = []
        for transaction in transactions.filter({ $0.accountID == account.id }).sorted(by: MoneyTransaction.historyOrder) {
            balance = try add(balance, transaction.amountMinorUnits, in: account.currency)
            lines.append(Line(transaction: transaction, balance: try MoneyAmount(minorUnits: balance, currency: account.currency)))
        }
        return lines
    }

    /// The sum of `balances` per currency, ordered by currency code.
    public static func totals(_ balances: [MoneyAmount]) throws(CadenceError) -> [Total] {
        var sums: [Currency: (Int64, Int)] = [:]
        for balance in balances {
            let (sum, count) = sums[balance.currency] ?? (0, 0)
            let (added, overflow) = sum.addingReportingOverflow(balance.minorUnits)
            guard !overflow else { throw tooLarge(balance.currency) }
            sums[balance.currency] = (added, count + 1)
        }
        return sums.keys.sorted().compactMap { currency in
            sums[currency].map { Total(currency: currency, balance: MoneyAmount(unchecked: $0.0, currency: currency), accounts: $0.1) }
        }
    }

    private static func add(_ sum: Int64, _ amount: Int64, in currency: Currency) throws(CadenceError) -> Int64 {
        let (added, overflow) = sum.addingReportingOverflow(amount)
        guard !overflow, added.magnitude <= MoneyAmount.maximumMinorUnits.magnitude else { throw tooLarge(currency) }
        return added
    }

    private static func tooLarge(_ currency: Currency) -> CadenceError {
        CadenceError(
            .amountInvalid, field: "amount",
            "the balance would pass the largest amount Cadence keeps (999999999999999 \(currency.code) minor units)")
    }
}
