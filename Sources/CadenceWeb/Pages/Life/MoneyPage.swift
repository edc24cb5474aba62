import CadenceCore
import CadenceServices

/// The money page (docs/web.md "Money"; docs/domain-rules.md §12 "Money"): every account with
/// its balance in its own currency, the totals per currency (never added across currencies),
/// and a form to open an account.
struct MoneyPage {
    let balances: [MoneyAccountBalance]
    let totals: [MoneyLedger.Total]
    let echo: FormEcho?
    let csrfField: HTML

    /// Codes offered while typing a currency (any ISO 4217 code is accepted).
    static let commonCurrencies = ["EUR", "USD", "GBP", "JPY", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK", "INR", "CNY", "BRL", "MXN"]

    var body: HTML {
        let rows = balances.map { item -> HTML in
            let account = item.account
            return """
                <li class="money-account" data-account-id="\(account.id)" data-currency="\(account.currency.code)">
                <a class="account-name" href="/money/accounts/\(account.id)">\(account.name)</a>
                <span class="muted">\(account.type.rawValue)</span>
                <strong class="account-balance \(item.balance.minorUnits < 0 ? "negative" : "")">\(MoneyText.amount(item.balance))</strong>
                </li>
                """
        }
        let list: HTML =
            rows.isEmpty
            ? "<p class=\"muted\" id=\"no-accounts\">No accounts yet. Open one below to follow its balance.</p>"
            : "<ul class=\"life-list\" id=\"money-accounts\">\(rows)</ul>"
        let totalItems = totals.map { total -> HTML in
            "<li class=\"money-total\" data-currency=\"\(total.currency.code)\"><strong>\(MoneyText.amount(total.balance))</strong> <span "
                + "class=\"muted\">in \(total.accounts) account\(total.accounts == 1 ? "" : "s")</span></li>"
        }
        let totalsSection: HTML =
            totals.isEmpty
            ? .empty
            : "<section class=\"card\" aria-labelledby=\"totals-title\"><h2 id=\"totals-title\">Totals per currency</h2><ul class=\"plain-list\" "
                + "id=\"money-totals\">\(totalItems)</ul></section>"
        return """
            <h1>Money</h1>
            <section class="card" aria-labelledby="accounts-title"><h2 id="accounts-title">Accounts</h2>\(list)</section>
            \(totalsSection)
            \(accountForm)
            """
    }

    private var accountForm: HTML {
        let form = "account-form"
        let type = FormEcho.value(echo, form: form, "type", or: "checking")
        let types = MoneyAccountType.allCases.map { option -> HTML in
            "<option value=\"\(option.rawValue)\"\(HTML.when(option.rawValue == type, " selected"))>\(option.rawValue.capitalized)</option>"
        }
        let codes = Self.commonCurrencies.map { code -> HTML in "<option value=\"\(code)\"></option>" }
        return """
            <section class="card" aria-labelledby="\(form)-title">
            <h2 id="\(form)-title">Open an account</h2>
            \(FormEcho.errorBox(echo, form: form))
            <form id="\(form)" class="stack" method="post" action="/money/accounts">\(csrfField)
            <label>Name<input name="name" type="text" maxlength="\(MoneyAccount.maximumNameLength)" \
            value="\(FormEcho.value(echo, form: form, "name"))" required></label>
            <div class="row">
            <label>Currency<input name="currency" type="text" list="currency-codes" maxlength="3" autocapitalize="characters" autocomplete="off" \
            value="\(FormEcho.value(echo, form: form, "currency", or: "EUR"))" required></label>
            <label>Type<select name="type">\(types)</select></label>
            </div>
            <datalist id="currency-codes">\(codes)</datalist>
            <label>Opening balance <span class="muted">(optional)</span><input name="opening" type="text" inputmode="decimal" \
            value="\(FormEcho.value(echo, form: form, "opening"))" placeholder="0.00"></label>
            <div class="actions"><button class="primary" id="open-account">Open account</button></div>
            </form>
            </section>
            """
    }
}
