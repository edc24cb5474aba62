import CadenceCore
import CadenceServices
import CadenceStorage

/// How money reads on the command line (docs/domain-rules.md §12 "Money"): exact amounts with
/// the currency's digits and code, money out in red.
enum MoneyText {
    /// `#3 Checking · 1234.50 EUR · checking`.
    static func line(_ entry: MoneyAccountBalance, style: TerminalStyle) -> String {
        let account = entry.account
        return style.dim("#\(account.id)") + " " + style.bold(account.name) + " · "
            + amount(entry.balance.minorUnits, account.currency, style: style) + " · " + account.type.rawValue
    }

    /// `-42.50 EUR` (red) or `+2500.00 EUR`.
    static func amount(_ minorUnits: Int64, _ currency: Currency, style: TerminalStyle) -> String {
        let text = MoneyAmount(clamping: minorUnits, currency: currency).text + " " + currency.code
        return minorUnits < 0 ? style.red(text) : text
    }

    /// Every account with its balance, then the totals per currency.
    static func table(_ balances: [MoneyAccountBalance], totals: [MoneyLedger.Total], style: TerminalStyle) -> String {
        var table = Table([.init("ID"), .init("Account"), .init("Type"), .init("Balance", .right), .init("On")])
        for entry in balances {
            table.append([
                style.dim(String(entry.account.id)), entry.account.name, entry.account.type.rawValue,
                amount(entry.balance.minorUnits, entry.account.currency, style: style), entry.day.description,
            ])
        }
        let sums = totals.map { "Total \($0.currency.code): \(amount($0.balance.minorUnits, $0.currency, style: style))" }
        return table.render(style: style) + "\n" + sums.joined(separator: "\n")
    }

    /// The account's heading, then one row per transaction with the balance after it.
    static func history(_ entry: MoneyAccountBalance, lines: [MoneyLedger.Line], style: TerminalStyle) -> String {
        let currency = entry.account.currency
        let heading = line(entry, style: style) + " · opening " + entry.account.opening.text + " " + currency.code
        guard !lines.isEmpty else { return heading + "\nNo transactions yet." }
        var table = Table([
            .init("ID"), .init("Date"), .init("Amount", .right), .init("Balance", .right), .init("Category"), .init("Note"),
        ])
        for line in lines {
            table.append([
                style.dim(String(line.transaction.id)), line.transaction.day.description,
                amount(line.transaction.amountMinorUnits, currency, style: style), line.balance.text,
                line.transaction.category ?? "", line.transaction.note ?? "",
            ])
        }
        return heading + "\n" + table.render(style: style)
    }
}
