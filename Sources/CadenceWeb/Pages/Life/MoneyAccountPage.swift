import CadenceCore

/// One account's page (docs/web.md "Money"; docs/domain-rules.md §12 "Money"): its balance, a
/// form to record an amount (expense or income, with day, note and category, typed with the
/// currency's decimals), the balance over time, the history (latest first, each line with the
/// balance after it and a delete button), and its name and opening balance editable. In the
/// person's language, amounts in its format (docs/domain-rules.md §23).
struct MoneyAccountPage {
    let account: MoneyAccount
    /// The history in order, oldest first, each with the balance after it.
    let lines: [MoneyLedger.Line]
    let today: Day
    let echo: FormEcho?
    let saved: String?
    let csrfField: HTML
    /// Home's quick action ("Add an expense", `/money/record`): the amount field takes the focus
    /// (docs/web.md "Home").
    var focusAmount = false
    var text = WebText()

    /// The most history lines drawn in the chart (the latest ones).
    static let chartPoints = 60

    private var balance: MoneyAmount { lines.last?.balance ?? account.opening }

    var body: HTML {
        """
        <p><a href="/money">← \(text.localized("Money"))</a></p>
        <h1>\(account.name)</h1>
        <p class="account-summary"><span class="muted">\(typeLabel) · \(account.currency.code)</span></p>
        <p class="dash-figure" id="account-balance" data-minor-units="\(balance.minorUnits)">\(text.money(balance))</p>
        \(savedNotice)
        \(transactionForm)
        <section class="chart-card" aria-labelledby="balance-title"><h2 id="balance-title">\(text.localized("Balance over time"))</h2>\
        \(balanceChart.html)</section>
        \(history)
        \(accountForm)
        """
    }

    /// The account type's name as a label: "Checking" (English keeps `capitalized`).
    private var typeLabel: String {
        guard !text.isEnglish else { return account.type.rawValue.capitalized }
        let name = MoneyPage.typeName(account.type, text: text)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    private var savedNotice: HTML {
        guard let saved else { return .empty }
        let notice =
            switch saved {
            case "deleted": text.localized("Transaction deleted.")
            case "account": text.localized("Account saved.")
            default: text.localized("Recorded. The balance is now {balance}.", ["balance": text.money(balance)])
            }
        return "<p class=\"notice\" id=\"money-saved\" role=\"status\">\(notice)</p>"
    }

    private var transactionForm: HTML {
        let form = "transaction-form"
        let kind = FormEcho.value(echo, form: form, "kind", or: "expense")
        let kinds = [("expense", text.localized("Expense")), ("income", text.localized("Income"))].map { value, label -> HTML in
            "<label class=\"choice\"><input type=\"radio\" name=\"kind\" value=\"\(value)\"\(HTML.when(value == kind, " checked"))> \(label)</label>"
        }
        return """
            <section class="card" aria-labelledby="\(form)-title">
            <h2 id="\(form)-title">\(text.localized("Record an amount"))</h2>
            \(FormEcho.errorBox(echo, form: form))
            <form id="\(form)" class="stack" method="post" action="/money/accounts/\(account.id)/transactions">\(csrfField)
            <fieldset class="kind-choice"><legend>\(text.localized("Kind"))</legend>\(kinds)</fieldset>
            <div class="row">
            <label>\(amountLabel)<input name="amount" type="text" inputmode="decimal" \
            pattern="\(MoneyText.pattern(account.currency))" placeholder="\(MoneyText.placeholder(account.currency))" title="\(decimalsHint)" \
            value="\(FormEcho.value(echo, form: form, "amount"))" required\(HTML.when(focusAmount, " autofocus"))></label>
            <label>\(text.localized("Day"))<input name="day" type="date" max="\(today)" \
            value="\(FormEcho.value(echo, form: form, "day", or: today.description))"></label>
            </div>
            <div class="row">
            <label>\(text.localized("Note")) \(optional)<input name="note" type="text" maxlength="500" \
            value="\(FormEcho.value(echo, form: form, "note"))"></label>
            <label>\(text.localized("Category")) \(optional)<input name="category" type="text" \
            maxlength="\(MoneyTransaction.maximumCategoryLength)" value="\(FormEcho.value(echo, form: form, "category"))"></label>
            </div>
            <div class="actions"><button class="primary" id="record-amount">\(text.localized("Record"))</button></div>
            </form>
            </section>
            """
    }

    /// "Amount (EUR)".
    private var amountLabel: String {
        text.localized("Amount ({currency})", ["currency": account.currency.code])
    }

    /// "(optional)" after a label.
    private var optional: HTML {
        "<span class=\"muted\">(\(text.localized("optional")))</span>"
    }

    /// The amount field's hint: "An amount with at most 2 decimals".
    private var decimalsHint: String {
        let digits = account.currency.minorDigits
        return text.localizer.localized(
            one: "An amount with at most {count} decimal", other: "An amount with at most {count} decimals", count: digits,
            ["count": text.integer(digits)])
    }

    private var balanceChart: LineChart {
        let shown = lines.suffix(Self.chartPoints)
        let units = [account.openingMinorUnits] + shown.map(\.balance.minorUnits)
        let major = Double(account.currency.minorUnitsPerMajor)
        let lowest = min(0, Double(units.min() ?? 0) / major)
        let highest = Double(units.max() ?? 0) / major
        let opening = text.localized("Opening")
        var points = [
            ChartPoint(label: opening, value: Double(account.openingMinorUnits) / major, tooltip: "\(opening): \(text.money(account.opening))")
        ]
        points += shown.map { line in
            ChartPoint(
                label: text.shortDay(line.transaction.day), value: Double(line.balance.minorUnits) / major,
                tooltip: "\(text.shortDay(line.transaction.day)): \(text.money(line.balance))")
        }
        var chart = LineChart(
            id: "balance-chart", title: text.localized("Balance of {name} after each transaction", ["name": account.name]), points: points,
            scale: .money(lowest: lowest, highest: highest, currency: account.currency))
        chart.text = text
        return chart
    }

    private var history: HTML {
        let rows = lines.reversed().map { line -> HTML in
            let transaction = line.transaction
            let amount = MoneyAmount(clamping: transaction.amountMinorUnits, currency: account.currency)
            let values = ["amount": text.money(amount), "day": text.shortDay(transaction.day)]
            let details = [transaction.category, transaction.note].compactMap { $0 }.joined(separator: " · ")
            return """
                <li class="money-transaction" data-transaction-id="\(transaction.id)" data-amount="\(amount.text)">
                <span class="entry-what"><strong class="\(amount.minorUnits < 0 ? "negative" : "positive")">\(text.money(amount))</strong> \
                <span class="muted">\(text.mediumDay(transaction.day))\(HTML.when(!details.isEmpty, " · \(details)"))</span></span>
                <span class="muted balance-after">\(text.localized("balance {amount}", ["amount": text.money(line.balance)]))</span>
                <a class="button small edit-transaction" href="/money/accounts/\(account.id)/transactions/\(transaction.id)/edit" \
                aria-label="\(text.localized("Edit {amount} of {day}", values))">\(text.localized("Edit"))</a>
                <form method="post" action="/money/accounts/\(account.id)/transactions/\(transaction.id)/delete">\(csrfField)<button class="button \
                small danger delete-transaction" aria-label="\(text.localized("Delete {amount} of {day}", values))">\
                \(text.localized("Delete"))</button></form>
                </li>
                """
        }
        let content: HTML =
            rows.isEmpty
            ? "<p class=\"muted\">\(text.localized("Nothing recorded yet."))</p>" : "<ul class=\"life-list\" id=\"money-history\">\(rows)</ul>"
        return """
            <section class="card" aria-labelledby="history-title"><h2 id="history-title">\(text.localized("History"))</h2>
            \(FormEcho.errorBox(echo, form: "history"))
            <p class="muted">\(text.localized("Opening balance {amount}", ["amount": text.money(account.opening)]))</p>
            \(content)</section>
            """
    }

    private var accountForm: HTML {
        let form = "opening-form"
        return """
            <section class="card" aria-labelledby="\(form)-title">
            <h2 id="\(form)-title">\(text.localized("Account"))</h2>
            \(FormEcho.errorBox(echo, form: form))
            <form id="\(form)" class="stack" method="post" action="/money/accounts/\(account.id)/edit">\(csrfField)
            <div class="row">
            <label>\(text.localized("Name"))<input name="name" type="text" maxlength="\(MoneyAccount.maximumNameLength)" \
            value="\(FormEcho.value(echo, form: form, "name", or: account.name))" required></label>
            <label>\(text.localized("Opening balance ({currency})", ["currency": account.currency.code]))<input name="opening" type="text" \
            inputmode="decimal" \
            pattern="\(MoneyText.pattern(account.currency))" value="\(FormEcho.value(echo, form: form, "opening", or: account.opening.text))" \
            required></label>
            </div>
            <div class="actions"><button class="primary" id="save-account">\(text.localized("Save"))</button></div>
            </form>
            <details class="danger-zone"><summary>\(text.localized("Delete this account…"))</summary>
            <form method="post" action="/money/accounts/\(account.id)/delete">\(csrfField)<p>\(deletedText)</p>\
            <button class="danger" id="delete-account">\(text.localized("Delete {name}", ["name": account.name]))</button>\
            </form>
            </details>
            </section>
            """
    }

    /// "The account and its 2 transactions are deleted."
    private var deletedText: String {
        text.localizer.localized(
            one: "The account and its {count} transaction are deleted.", other: "The account and its {count} transactions are deleted.",
            count: lines.count, ["count": text.integer(lines.count)])
    }
}
