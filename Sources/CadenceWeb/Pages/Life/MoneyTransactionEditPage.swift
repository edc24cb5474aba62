import CadenceCore

/// One money transaction's edit form (docs/web.md "Money"; docs/domain-rules.md "§14 Undo
/// and the trash", "Editing a money transaction"): expense or income, the amount in the account's currency, the day,
/// note and category. The transaction keeps its id, account and the instant it was recorded.
struct MoneyTransactionEditPage {
    let account: MoneyAccount
    let transaction: MoneyTransaction
    let today: Day
    let echo: FormEcho?
    let csrfField: HTML
    var text = WebText()

    var body: HTML {
        let form = "transaction-edit-form"
        let amount = MoneyAmount(clamping: transaction.amountMinorUnits, currency: account.currency)
        let magnitude = MoneyAmount(clamping: abs(transaction.amountMinorUnits), currency: account.currency)
        let kind = FormEcho.value(echo, form: form, "kind", or: amount.minorUnits < 0 ? "expense" : "income")
        let kinds = [("expense", text.localized("Expense")), ("income", text.localized("Income"))].map { value, label -> HTML in
            "<label class=\"choice\"><input type=\"radio\" name=\"kind\" value=\"\(value)\"\(HTML.when(value == kind, " checked"))> \(label)</label>"
        }
        return """
            <p><a href="/money/accounts/\(account.id)">← \(account.name)</a></p>
            <section class="card narrow">
            <h1>\(text.localized("Edit transaction"))</h1>
            \(FormEcho.errorBox(echo, form: form))
            <form id="\(form)" class="stack" method="post" action="/money/accounts/\(account.id)/transactions/\(transaction.id)/edit" \
            data-transaction-id="\(transaction.id)">\(csrfField)
            <fieldset class="kind-choice"><legend>\(text.localized("Kind"))</legend>\(kinds)</fieldset>
            <div class="row">
            <label>\(text.localized("Amount ({currency})", ["currency": account.currency.code]))<input name="amount" type="text" inputmode="decimal" \
            pattern="\(MoneyText.pattern(account.currency))" placeholder="\(MoneyText.placeholder(account.currency))" \
            value="\(FormEcho.value(echo, form: form, "amount", or: magnitude.text))" required></label>
            <label>\(text.localized("Day"))<input name="day" type="date" max="\(today)" \
            value="\(FormEcho.value(echo, form: form, "day", or: transaction.day.description))"></label>
            </div>
            <div class="row">
            <label>\(text.localized("Note")) <span class="muted">(\(text.localized("optional")))</span><input name="note" type="text" \
            maxlength="500" \
            value="\(FormEcho.value(echo, form: form, "note", or: transaction.note ?? ""))"></label>
            <label>\(text.localized("Category")) <span class="muted">(\(text.localized("optional")))</span><input name="category" type="text" \
            maxlength="\(MoneyTransaction.maximumCategoryLength)" \
            value="\(FormEcho.value(echo, form: form, "category", or: transaction.category ?? ""))"></label>
            </div>
            <div class="actions"><button class="primary" id="save-transaction">\(text.localized("Save"))</button>\
            <a class="button" href="/money/accounts/\(account.id)">\(text.localized("Cancel"))</a></div>
            </form>
            </section>
            """
    }
}
