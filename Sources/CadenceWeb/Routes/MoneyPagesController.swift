import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The money pages (docs/web.md "Money"; docs/domain-rules.md §12 "Money"): `GET /money` (every
/// account with its balance, totals per currency, a form to open an account) and
/// `GET /money/accounts/{id}` (its history, a balance chart, a form to record an amount, its
/// opening balance and name editable). Each POST is one service call (one transaction) and
/// redirects; a refused form comes back with its message and values (422).
struct MoneyPagesController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("money", use: accounts)
        routes.get("money/record", use: recordShortcut)
        routes.post("money/accounts", use: addAccount)
        routes.get("money/accounts/{id}", use: account)
        routes.post("money/accounts/{id}/transactions", use: record)
        routes.post("money/accounts/{id}/edit", use: editAccount)
        routes.post("money/accounts/{id}/delete", use: deleteAccount)
        routes.post("money/accounts/{id}/transactions/{transaction}/delete", use: deleteTransaction)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    @Sendable func accounts(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        return try await accountsPage(visit, user: try visit.user(), echo: nil)
    }

    @Sendable func addAccount(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        do {
            let type = try form["type"].map { name throws(CadenceError) in
                guard let type = MoneyAccountType(rawValue: name) else {
                    throw CadenceError(.unitIncompatible, field: "type", "choose checking, savings, cash, credit or other")
                }
                return type
            }
            let account = try await service.addMoneyAccount(
                name: form["name"] ?? "", currency: form["currency"] ?? "", type: type ?? .checking,
                opening: form["opening"].map(Self.decimalText), for: user)
            return visit.redirect(to: "/money/accounts/\(account.id)")
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            return try await accountsPage(
                visit, user: user, echo: FormEcho(form: "account-form", error: error, values: form, localizer: try await visit.localizer()))
        }
    }

    @Sendable func account(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        return try await accountPage(visit, user: user, id: try PathParameters(context: context).id("id", of: "account"), echo: nil)
    }

    /// Records an amount: `kind` `expense` (the default) takes it out, `income` puts it in; a
    /// typed sign wins over the kind.
    @Sendable func record(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "account")
        do {
            guard let typed = form["amount"] else { throw CadenceError(.amountInvalid, field: "amount", "type an amount") }
            var amount = Self.decimalText(typed)
            if form["kind"] != "income", !amount.hasPrefix("-"), !amount.hasPrefix("+") { amount = "-" + amount }
            _ = try await service.recordMoneyTransaction(
                account: id, amount: amount, on: try form.day("day"), note: form["note"], category: form["category"], for: user)
            return visit.redirect(to: "/money/accounts/\(id)?saved=1")
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            return try await accountPage(
                visit, user: user, id: id,
                echo: FormEcho(form: "transaction-form", error: error, values: form, localizer: try await visit.localizer()))
        }
    }

    @Sendable func editAccount(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "account")
        do {
            _ = try await service.updateMoneyAccount(
                id, name: form["name"], opening: form["opening"].map(Self.decimalText), for: user)
            return visit.redirect(to: "/money/accounts/\(id)?saved=account")
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            return try await accountPage(
                visit, user: user, id: id, echo: FormEcho(form: "opening-form", error: error, values: form, localizer: try await visit.localizer()))
        }
    }

    @Sendable func deleteAccount(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        try await service.deleteMoneyAccount(try PathParameters(context: context).id("id", of: "account"), for: user)
        return visit.redirect(to: "/money")
    }

    @Sendable func deleteTransaction(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        let parameters = PathParameters(context: context)
        let id = try parameters.id("id", of: "account")
        let transaction = try parameters.id("transaction", of: "transaction")
        do {
            try await service.deleteMoneyTransaction(transaction, in: id, for: user)
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            return try await accountPage(
                visit, user: user, id: id, echo: FormEcho(form: "history", error: error, values: FormData(), localizer: try await visit.localizer()))
        }
        // docs/web.md "Undo a delete": the account's page shows the undo toast.
        return visit.redirect(to: UndoToast.redirectPath("/money/accounts/\(id)", undoing: .init(kind: .moneyTransaction, id: transaction)))
    }

    /// A typed amount with a decimal comma read as a point ("12,50" → "12.50") and spaces gone.
    static func decimalText(_ text: String) -> String {
        text.replacingOccurrences(of: ",", with: ".").filter { !$0.isWhitespace }
    }

    private func accountsPage(_ visit: WebVisit, user: UserID, echo: FormEcho?) async throws -> Response {
        let balances = try await service.moneyAccountBalances(of: user)
        let localizer = try await visit.localizer()
        let page = MoneyPage(
            balances: balances, totals: try MoneyLedger.totals(balances.map(\.balance)), echo: echo, csrfField: visit.csrfField,
            text: WebText(localizer))
        return try await visit.page(
            "Money", section: .money, status: echo == nil ? .ok : .unprocessableContent, body: page.body, localizer: localizer)
    }

    /// Home's "Add an expense" (docs/web.md "Home"): with one account, straight to its form with
    /// the amount focused; with none or several, the Money page, where the account is chosen.
    @Sendable func recordShortcut(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let accounts = try await service.storedFacts.moneyAccounts(of: try visit.user())
        guard accounts.count == 1, let only = accounts.first else { return visit.redirect(to: "/money") }
        return visit.redirect(to: "/money/accounts/\(only.id)?record=1")
    }

    private func accountPage(_ visit: WebVisit, user: UserID, id: MoneyAccountID, echo: FormEcho?) async throws -> Response {
        let history = try await service.moneyHistory(of: id, for: user)
        let localizer = try await visit.localizer()
        let page = MoneyAccountPage(
            account: history.account, lines: history.lines, today: try await service.today(for: user), echo: echo,
            saved: visit.query("saved"), csrfField: visit.csrfField, focusAmount: visit.query("record") != nil && echo == nil,
            text: WebText(localizer))
        return try await visit.page(
            history.account.name, section: .money, status: echo == nil ? .ok : .unprocessableContent, body: page.body, localizer: localizer)
    }
}
