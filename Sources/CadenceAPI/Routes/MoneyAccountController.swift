import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/accounts`: money accounts — list (balances on a day), open, show, change, delete,
/// totals per currency — and their transactions: history, record, change, delete, restore
/// (docs/domain-rules.md §12 "Money", "§14 Undo and the trash"; the same rules and
/// JSON as `cadence account`).
struct MoneyAccountController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.post(use: add)
        routes.get("totals", use: totals)
        routes.get("{id}", use: show)
        routes.patch("{id}", use: update)
        routes.delete("{id}", use: delete)
        routes.get("{id}/transactions", use: history)
        routes.post("{id}/transactions", use: record)
        routes.delete("{id}/transactions/{transactionId}", use: deleteTransaction)
        routes.patch("{id}/transactions/{transactionId}", use: updateTransaction)
        routes.post("{id}/transactions/{transactionId}/restore", use: restoreTransaction)
        return routes
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let day = try QueryParameters(request: request).day("on")
        let balances = try await dependencies.service.moneyAccountBalances(of: user, on: day)
        return try JSONResponse.make(balances.map(MoneyAccountJSON.init))
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(MoneyAccountInput.self, schema: "MoneyAccountCreate", from: request)
        let account = try await dependencies.service.addMoneyAccount(
            name: input.name ?? "", currency: input.currency ?? "", type: input.type ?? .checking, opening: input.opening,
            for: user)
        let entry = MoneyAccountBalance(
            account: account, balance: account.opening, day: try await dependencies.service.today(for: user))
        return try JSONResponse.make(
            MoneyAccountJSON(entry), status: .created, headers: [.location: "/api/v1/accounts/\(account.id)"])
    }

    @Sendable func totals(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let day = try QueryParameters(request: request).day("on")
        return try JSONResponse.make(try await dependencies.service.moneyTotals(of: user, on: day).map(MoneyTotalJSON.init))
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "account")
        return try JSONResponse.make(MoneyAccountJSON(try await balance(of: id, for: user, on: QueryParameters(request: request).day("on"))))
    }

    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "account")
        let input = try await dependencies.bodies.decode(MoneyAccountInput.self, schema: "MoneyAccountPatch", from: request)
        _ = try await dependencies.service.updateMoneyAccount(
            id, name: input.name, type: input.type, opening: input.opening, for: user)
        return try JSONResponse.make(MoneyAccountJSON(try await balance(of: id, for: user, on: nil)))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await dependencies.service.deleteMoneyAccount(try PathParameters(context: context).id("id", of: "account"), for: user)
        return JSONResponse.noContent()
    }

    @Sendable func history(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "account")
        let history = try await dependencies.service.moneyHistory(of: id, for: user)
        let entry = try await balance(of: id, for: user, on: nil)
        return try JSONResponse.make(MoneyHistoryJSON(account: entry, lines: history.lines))
    }

    @Sendable func record(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "account")
        let input = try await dependencies.bodies.decode(MoneyTransactionInput.self, schema: "MoneyTransactionCreate", from: request)
        let account = try await dependencies.service.moneyAccount(id, of: user)
        let recorded = try await dependencies.service.recordMoneyTransaction(
            account: id, amount: input.amount, on: input.date, note: input.note, category: input.category, for: user)
        return try JSONResponse.make(
            MoneyTransactionJSON(recorded.transaction, currency: account.currency, balance: recorded.after), status: .created)
    }

    @Sendable func deleteTransaction(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let parameters = PathParameters(context: context)
        let account = try parameters.id("id", of: "account")
        let id = try parameters.id("transactionId", of: "transaction")
        try await dependencies.service.deleteMoneyTransaction(id, in: account, for: user)
        return JSONResponse.noContent()
    }

    /// docs/domain-rules.md "§14 Undo and the trash" ("Editing a money transaction"): `amount`, `date`, `note`,
    /// `category`; a `null` or empty note or category removes it. Answers the transaction with
    /// the balance right after it.
    @Sendable func updateTransaction(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let parameters = PathParameters(context: context)
        let account = try parameters.id("id", of: "account")
        let id = try parameters.id("transactionId", of: "transaction")
        let body = try await dependencies.bodies.object(schema: "MoneyTransactionPatch", from: request)
        let input: MoneyTransactionPatchInput
        do {
            input = try JSONValue.object(body.filter { $0.value != .null }).decoded(as: MoneyTransactionPatchInput.self)
        } catch {
            throw HTTPRefusal.malformedBody(DecodingFailureText.message(for: error))
        }
        let cleared = Set(body.filter { $0.value == .null }.keys)
        _ = try await dependencies.service.updateMoneyTransaction(
            id, in: account, amount: input.amount, on: input.date, note: cleared.contains("note") ? "" : input.note,
            category: cleared.contains("category") ? "" : input.category, for: user)
        return try JSONResponse.make(try await transactionJSON(id, in: account, for: user))
    }

    /// docs/domain-rules.md "§14 Undo and the trash": puts a deleted transaction back
    /// with its id; 404 `notInTrash` when the trash does not hold it.
    @Sendable func restoreTransaction(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let parameters = PathParameters(context: context)
        let account = try parameters.id("id", of: "account")
        let id = try parameters.id("transactionId", of: "transaction")
        _ = try await dependencies.service.restoreMoneyTransaction(id, in: account, for: user)
        return try JSONResponse.make(try await transactionJSON(id, in: account, for: user))
    }

    private func transactionJSON(_ id: MoneyTransactionID, in account: MoneyAccountID, for user: UserID) async throws
        -> MoneyTransactionJSON
    {
        let history = try await dependencies.service.moneyHistory(of: account, for: user)
        guard let line = history.lines.first(where: { $0.transaction.id == id }) else {
            throw CadenceError(.notFound, field: "id", "transaction \(id) not found")
        }
        return MoneyTransactionJSON(line.transaction, currency: history.account.currency, balance: line.balance)
    }

    private func balance(of id: MoneyAccountID, for user: UserID, on day: Day?) async throws -> MoneyAccountBalance {
        try await dependencies.service.moneyAccountBalance(id, of: user, on: day)
    }
}
