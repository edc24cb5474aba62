import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// A money transaction's edit page (docs/web.md "Money"; docs/domain-rules.md "§14 Undo
/// and the trash", "Editing a money transaction"): `GET` shows the form, `POST` changes it through
/// `CadenceService.updateMoneyTransaction` (one transaction) and returns to the account; a
/// refused form comes back with its message and values (422) and changes nothing.
struct MoneyTransactionPagesController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("money/accounts/{id}/transactions/{transaction}/edit", use: editForm)
        routes.post("money/accounts/{id}/transactions/{transaction}/edit", use: update)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    @Sendable func editForm(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let (account, transaction) = try await target(context, user: user)
        return try await page(visit, user: user, account: account, transaction: transaction, echo: nil)
    }

    /// `kind` `expense` takes the amount out, `income` puts it in; a typed sign wins over the kind.
    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let (account, transaction) = try await target(context, user: user)
        do {
            guard let typed = form["amount"] else { throw CadenceError(.amountInvalid, field: "amount", "type an amount") }
            var amount = MoneyPagesController.decimalText(typed)
            if form["kind"] != "income", !amount.hasPrefix("-"), !amount.hasPrefix("+") { amount = "-" + amount }
            _ = try await service.updateMoneyTransaction(
                transaction.id, in: account.id, amount: amount, on: try form.day("day"), note: form.raw("note") ?? "",
                category: form.raw("category") ?? "", for: user)
            return visit.redirect(to: "/money/accounts/\(account.id)", notice: WebText(try await visit.localizer()).localized("Transaction saved."))
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            let echo = FormEcho(form: "transaction-edit-form", error: error, values: form, localizer: try await visit.localizer())
            return try await page(visit, user: user, account: account, transaction: transaction, echo: echo)
        }
    }

    private func target(_ context: Context, user: UserID) async throws -> (MoneyAccount, MoneyTransaction) {
        let parameters = PathParameters(context: context)
        let account = try await service.moneyAccount(try parameters.id("id", of: "account"), of: user)
        let transaction = try await service.moneyTransaction(try parameters.id("transaction", of: "transaction"), in: account.id, of: user)
        return (account, transaction)
    }

    private func page(
        _ visit: WebVisit, user: UserID, account: MoneyAccount, transaction: MoneyTransaction, echo: FormEcho?
    ) async throws -> Response {
        let localizer = try await visit.localizer()
        let text = WebText(localizer)
        let page = MoneyTransactionEditPage(
            account: account, transaction: transaction, today: try await service.today(for: user), echo: echo, csrfField: visit.csrfField,
            text: text)
        return try await visit.page(
            text.localized("Edit transaction"), section: .money, status: echo == nil ? .ok : .unprocessableContent, body: page.body,
            localizer: localizer)
    }
}
