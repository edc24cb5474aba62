import CadenceCore
import CadenceServices

/// The money page (docs/web.md "Money"; docs/domain-rules.md §12 "Money"): every account with
/// its balance in its own currency, the totals per currency (never added across currencies),
/// and a form to open an account. In the person's language, amounts in its format
/// (docs/domain-rules.md §23).
struct MoneyPage {
    let balances: [MoneyAccountBalance]
    let totals: [MoneyLedger.Total]
    let echo: FormEcho?
    let csrfField: HTML
    var text = WebText()

    /// Codes offered while typing a currency (any ISO 4217 code is accepted).
    static let commonCurrencies = ["EUR", "USD", "GBP", "JPY", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK", "INR", "CNY", "BRL", "MXN"]

    var body: HTML {
        let rows = balances.map { item -> HTML in
            let account = item.account
            return """
                <li class="money-account" data-account-id="\(account.id)" data-currency="\(account.currency.code)">
                <a class="account-name" href="/money/accounts/\(account.id)">\(account.name)</a>
                <span class="muted">\(Self.typeName(account.type, text: text))</span>
                <strong class="account-balance \(item.balance.minorUnits < 0 ? "negative" : "")">\(text.money(item.balance))</strong>
                </li>
                """
        }
        let list: HTML =
            rows.isEmpty
            ? "<p class=\"muted\" id=\"no-accounts\">\(text.localized("No accounts yet. Open one below to follow its balance."))</p>"
            : "<ul class=\"life-list\" id=\"money-accounts\">\(rows)</ul>"
        let totalItems = totals.map { total -> HTML in
            let accounts = text.localizer.localized(one: "in {count} account", other: "in {count} accounts", count: total.accounts)
            return "<li class=\"money-total\" data-currency=\"\(total.currency.code)\"><strong>\(text.money(total.balance))</strong> <span "
                + "class=\"muted\">\(accounts)</span></li>"
        }
        let totalsSection: HTML =
            totals.isEmpty
            ? .empty
            : "<section class=\"card\" aria-labelledby=\"totals-title\"><h2 id=\"totals-title\">\(text.localized("Totals per currency"))</h2>"
                + "<ul class=\"plain-list\" "
                + "id=\"money-totals\">\(totalItems)</ul></section>"
        return """
            <h1>\(text.localized("Money"))</h1>
            <section class="card" aria-labelledby="accounts-title"><h2 id="accounts-title">\(text.localized("Accounts"))</h2>\(list)</section>
            \(totalsSection)
            \(accountForm)
            """
    }

    private var accountForm: HTML {
        let form = "account-form"
        let type = FormEcho.value(echo, form: form, "type", or: "checking")
        let types = MoneyAccountType.allCases.map { option -> HTML in
            let name = Self.typeName(option, text: text)
            let label = name.prefix(1).uppercased() + name.dropFirst()
            return "<option value=\"\(option.rawValue)\"\(HTML.when(option.rawValue == type, " selected"))>\(label)</option>"
        }
        let codes = Self.commonCurrencies.map { code -> HTML in "<option value=\"\(code)\"></option>" }
        return """
            <section class="card" aria-labelledby="\(form)-title">
            <h2 id="\(form)-title">\(text.localized("Open an account"))</h2>
            \(FormEcho.errorBox(echo, form: form))
            <form id="\(form)" class="stack" method="post" action="/money/accounts">\(csrfField)
            <label>\(text.localized("Name"))<input name="name" type="text" maxlength="\(MoneyAccount.maximumNameLength)" \
            value="\(FormEcho.value(echo, form: form, "name"))" required></label>
            <div class="row">
            <label>\(text.localized("Currency"))<input name="currency" type="text" list="currency-codes" maxlength="3" \
            autocapitalize="characters" autocomplete="off" \
            value="\(FormEcho.value(echo, form: form, "currency", or: "EUR"))" required></label>
            <label>\(text.localized("Type"))<select name="type">\(types)</select></label>
            </div>
            <datalist id="currency-codes">\(codes)</datalist>
            <label>\(text.localized("Opening balance")) <span class="muted">(\(text.localized("optional")))</span>\
            <input name="opening" type="text" inputmode="decimal" \
            value="\(FormEcho.value(echo, form: form, "opening"))" placeholder="0.00"></label>
            <div class="actions"><button class="primary" id="open-account">\(text.localized("Open account"))</button></div>
            </form>
            </section>
            """
    }

    /// An account type's name in words: checking, savings, cash, credit, other.
    static func typeName(_ type: MoneyAccountType, text: WebText) -> String {
        switch type {
        case .checking: text.localized("checking")
        case .savings: text.localized("savings")
        case .cash: text.localized("cash")
        case .credit: text.localized("credit")
        case .other: text.localized("other")
        }
    }
}
