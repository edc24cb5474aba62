import CadenceServices

/// The signed-in account (`GET /api/v1/account`, sign-up, sign-in):
/// `{"id", "username", "role", "createdAt"}`; `id` is the account's user id.
struct AccountJSON: Codable, Sendable, Hashable {
    var id: Int64
    var username: String
    var role: AccountRole
    var createdAt: String

    init(_ account: Account) {
        id = account.id
        username = account.username
        role = account.role
        createdAt = ContractJSON.instant(account.createdAt)
    }
}
