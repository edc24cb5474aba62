import CadenceCore

/// One account's page (docs/web.md "Money"; docs/domain-rules.md §12 "Money"): its balance, a
/// form to record an amount (expense or income, with day, note and category, typed with the
/// currency's decimals), the balance over time, the history (latest first, each line with the
/// balance after it and a delete button), and its name and opening balance editable.
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

    /// The most history lines drawn in the chart (the latest ones).
    static let chartPoints = 60

    private var balance: MoneyAmount { lines.last?.balance ?? account.opening }

    var body: HTML {
        """
        <p><a href="/money">← Money</a></p>
        <h1>\(account.name)</h1>
        <p class="account-summary"><span class="muted">\(account.type.rawValue.capitalized) · \(account.currency.code)</span></p>
        <p class="dash-figure" id="account-balance" data-minor-units="\(balance.minorUnits)">\(MoneyText.amount(balance))</p>
        \(savedNotice)
        \(transactionForm)
        <section class="chart-card" aria-labelledby="balance-title"><h2 id="balance-title">Balance over time</h2>\(balanceChart.html)</section>
        \(history)
        \(accountForm)
        """
    }

    private var savedNotice: HTML {
        guard let saved else { return .empty }
        let text =
            switch saved {
            case "deleted": "Transaction deleted."
            case "account": "Account saved."
            default: "Recorded. The balance is now \(MoneyText.amount(balance))."
            }
        return "<p class=\"notice\" id=\"money-saved\" role=\"status\">\(text)</p>"
    }

    private var transactionForm: HTML {
        let form = "transaction-form"
        let kind = FormEcho.value(echo, form: form, "kind", or: "expense")
        let kinds = [("expense", "Expense"), ("income", "Income")].map { value, label -> HTML in
            "<label class=\"choice\"><input type=\"radio\" name=\"kind\" value=\"\(value)\"\(HTML.when(value == kind, " checked"))> \(label)</label>"
        }
        return """
            <section class="card" aria-labelledby="\(form)-title">
            <h2 id="\(form)-title">Record an amount</h2>
            \(FormEcho.errorBox(echo, form: form))
            <form id="\(form)" class="stack" method="post" action="/money/accounts/\(account.id)/transactions">\(csrfField)
            <fieldset class="kind-choice"><legend>Kind</legend>\(kinds)</fieldset>
            <div class="row">
            <label>Amount (\(account.currency.code))<input name="amount" type="text" inputmode="decimal" \
            pattern="\(MoneyText.pattern(account.currency))" placeholder="\(MoneyText.placeholder(account.currency))" title="An amount with at most \
            \(account.currency.minorDigits) decimal\(account.currency.minorDigits == 1 ? "" : "s")" \
            value="\(FormEcho.value(echo, form: form, "amount"))" required\(HTML.when(focusAmount, " autofocus"))></label>
            <label>Day<input name="day" type="date" max="\(today)" value="\(FormEcho.value(echo, form: form, "day", or: today.description))"></label>
            </div>
            <div class="row">
            <label>Note <span class="muted">(optional)</span><input name="note" type="text" maxlength="500" \
            value="\(FormEcho.value(echo, form: form, "note"))"></label>
            <label>Category <span class="muted">(optional)</span><input name="category" type="text" \
            maxlength="\(MoneyTransaction.maximumCategoryLength)" value="\(FormEcho.value(echo, form: form, "category"))"></label>
            </div>
            <div class="actions"><button class="primary" id="record-amount">Record</button></div>
            </form>
            </section>
            """
    }

    private var balanceChart: LineChart {
        let shown = lines.suffix(Self.chartPoints)
        let units = [account.openingMinorUnits] + shown.map(\.balance.minorUnits)
        let major = Double(account.currency.minorUnitsPerMajor)
        let lowest = min(0, Double(units.min() ?? 0) / major)
        let highest = Double(units.max() ?? 0) / major
        var points = [
            ChartPoint(label: "Opening", value: Double(account.openingMinorUnits) / major, tooltip: "Opening: \(MoneyText.amount(account.opening))")
        ]
        points += shown.map { line in
            ChartPoint(
                label: WebFormat.shortDay(line.transaction.day), value: Double(line.balance.minorUnits) / major,
                tooltip: "\(WebFormat.shortDay(line.transaction.day)): \(MoneyText.amount(line.balance))")
        }
        return LineChart(
            id: "balance-chart", title: "Balance of \(account.name) after each transaction", points: points,
            scale: .money(lowest: lowest, highest: highest, currency: account.currency))
    }

    private var history: HTML {
        let rows = lines.reversed().map { line -> HTML in
            let transaction = line.transaction
            let amount = MoneyAmount(clamping: transaction.amountMinorUnits, currency: account.currency)
            let details = [transaction.category, transaction.note].compactMap { $0 }.joined(separator: " · ")
            return """
                <li class="money-transaction" data-transaction-id="\(transaction.id)" data-amount="\(amount.text)">
                <span class="entry-what"><strong class="\(amount.minorUnits < 0 ? "negative" : "positive")">\(MoneyText.amount(amount))</strong> \
                <span class="muted">\(WebFormat.shortDay(transaction.day)) \
                \(transaction.day.year)\(HTML.when(!details.isEmpty, " · \(details)"))</span></span>
                <span class="muted balance-after">balance \(MoneyText.amount(line.balance))</span>
                <a class="button small edit-transaction" href="/money/accounts/\(account.id)/transactions/\(transaction.id)/edit" \
                aria-label="Edit \(MoneyText.amount(amount)) of \(WebFormat.shortDay(transaction.day))">Edit</a>
                <form method="post" action="/money/accounts/\(account.id)/transactions/\(transaction.id)/delete">\(csrfField)<button class="button \
                small danger delete-transaction" aria-label="Delete \(MoneyText.amount(amount)) of \(WebFormat.shortDay(transaction.day))">\
                Delete</button></form>
                </li>
                """
        }
        let content: HTML =
            rows.isEmpty ? "<p class=\"muted\">Nothing recorded yet.</p>" : "<ul class=\"life-list\" id=\"money-history\">\(rows)</ul>"
        return """
            <section class="card" aria-labelledby="history-title"><h2 id="history-title">History</h2>
            \(FormEcho.errorBox(echo, form: "history"))
            <p class="muted">Opening balance \(MoneyText.amount(account.opening))</p>
            \(content)</section>
            """
    }

    private var accountForm: HTML {
        let form = "opening-form"
        return """
            <section class="card" aria-labelledby="\(form)-title">
            <h2 id="\(form)-title">Account</h2>
            \(FormEcho.errorBox(echo, form: form))
            <form id="\(form)" class="stack" method="post" action="/money/accounts/\(account.id)/edit">\(csrfField)
            <div class="row">
            <label>Name<input name="name" type="text" maxlength="\(MoneyAccount.maximumNameLength)" \
            value="\(FormEcho.value(echo, form: form, "name", or: account.name))" required></label>
            <label>Opening balance (\(account.currency.code))<input name="opening" type="text" inputmode="decimal" \
            pattern="\(MoneyText.pattern(account.currency))" value="\(FormEcho.value(echo, form: form, "opening", or: account.opening.text))" \
            required></label>
            </div>
            <div class="actions"><button class="primary" id="save-account">Save</button></div>
            </form>
            <details class="danger-zone"><summary>Delete this account…</summary>
            <form method="post" action="/money/accounts/\(account.id)/delete">\(csrfField)<p>The account and its \(lines.count) \
            transaction\(lines.count == 1 ? "" : "s") are deleted.</p><button class="danger" id="delete-account">Delete \(account.name)</button>\
            </form>
            </details>
            </section>
            """
    }
}
