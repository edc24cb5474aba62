import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// How money reads on the command line (docs/domain-rules.md §12 "Money"): exact amounts with
/// the currency's digits and code, money out in red; outside English in the language's currency
/// format (`1.234,50 €`) and words (docs/domain-rules.md §23). Account names stay as written.
enum MoneyText {
    /// `#3 Checking · 1234.50 EUR · checking`.
    static func line(_ entry: MoneyAccountBalance, style: TerminalStyle, text: LocalText = LocalText(localizer: .english)) -> String {
        let account = entry.account
        return style.dim("#\(account.id)") + " " + style.bold(account.name) + " · "
            + amount(entry.balance.minorUnits, account.currency, style: style, text: text) + " · " + typeName(account.type, text: text)
    }

    /// `-42.50 EUR` (red) or `+2500.00 EUR`.
    static func amount(_ minorUnits: Int64, _ currency: Currency, style: TerminalStyle, text: LocalText = LocalText(localizer: .english)) -> String {
        let value = MoneyAmount(clamping: minorUnits, currency: currency)
        let written = money(value, text: text)
        return minorUnits < 0 ? style.red(written) : written
    }

    /// An exact amount with its currency: `1234.50 EUR` in English, `1.234,50 €` in German.
    static func money(_ amount: MoneyAmount, text: LocalText) -> String {
        guard !text.isEnglish, let exact = Decimal(string: amount.text, locale: Locale(identifier: "en_US_POSIX")) else {
            return amount.text + " " + amount.currency.code
        }
        return text.localizer.format.currency(exact, code: amount.currency.code)
    }

    /// An account type's name: checking, savings, cash, credit, other.
    static func typeName(_ type: MoneyAccountType, text: LocalText) -> String {
        guard !text.isEnglish else { return type.rawValue }
        return switch type {
        case .checking: text.localized("checking")
        case .savings: text.localized("savings")
        case .cash: text.localized("cash")
        case .credit: text.localized("credit")
        case .other: text.localized("other")
        }
    }

    /// Every account with its balance, then the totals per currency.
    static func table(
        _ balances: [MoneyAccountBalance], totals: [MoneyLedger.Total], style: TerminalStyle, text: LocalText = LocalText(localizer: .english)
    ) -> String {
        var table = Table([
            .init("ID"), .init(text.localizer.localized("Account", context: "money")), .init(text.localized("Type")),
            .init(text.localized("Balance"), .right),
            .init(text.localized("On")),
        ])
        for entry in balances {
            table.append([
                style.dim(String(entry.account.id)), entry.account.name, typeName(entry.account.type, text: text),
                amount(entry.balance.minorUnits, entry.account.currency, style: style, text: text), text.mediumDate(entry.day),
            ])
        }
        let sums = totals.map {
            text.localized(
                "Total {currency}: {amount}",
                ["currency": $0.currency.code, "amount": amount($0.balance.minorUnits, $0.currency, style: style, text: text)])
        }
        return table.render(style: style) + "\n" + sums.joined(separator: "\n")
    }

    /// The account's heading, then one row per transaction with the balance after it.
    static func history(
        _ entry: MoneyAccountBalance, lines: [MoneyLedger.Line], style: TerminalStyle, text: LocalText = LocalText(localizer: .english)
    ) -> String {
        let currency = entry.account.currency
        let heading =
            line(entry, style: style, text: text) + " · "
            + text.localized("opening {amount}", ["amount": money(entry.account.opening, text: text)])
        guard !lines.isEmpty else { return heading + "\n" + text.localized("No transactions yet.") }
        var table = Table([
            .init("ID"), .init(text.localized("Date")), .init(text.localized("Amount"), .right), .init(text.localized("Balance"), .right),
            .init(text.localized("Category")), .init(text.localized("Note")),
        ])
        for line in lines {
            table.append([
                style.dim(String(line.transaction.id)), text.mediumDate(line.transaction.day),
                amount(line.transaction.amountMinorUnits, currency, style: style, text: text),
                text.isEnglish ? line.balance.text : money(line.balance, text: text),
                line.transaction.category ?? "", line.transaction.note ?? "",
            ])
        }
        return heading + "\n" + table.render(style: style)
    }
}
