import CadenceCore

/// The body of `POST /api/v1/accounts` (schema `MoneyAccountCreate`) and `PATCH
/// /api/v1/accounts/{id}` (schema `MoneyAccountPatch`). Amounts are decimal strings, never JSON
/// numbers, so they stay exact (docs/domain-rules.md §12 "Money").
struct MoneyAccountInput: Codable, Sendable {
    var name: String?
    var currency: String?
    var type: MoneyAccountType?
    var opening: String?
}

/// The body of `POST /api/v1/accounts/{id}/transactions` (schema `MoneyTransactionCreate`).
struct MoneyTransactionInput: Codable, Sendable {
    var amount: String
    var date: Day?
    var note: String?
    var category: String?
}

/// The body of `PATCH /api/v1/accounts/{id}/transactions/{transactionId}` (schema
/// `MoneyTransactionPatch`): each field optional; `null` removes a note or category.
struct MoneyTransactionPatchInput: Codable, Sendable {
    var amount: String?
    var date: Day?
    var note: String?
    var category: String?
}
