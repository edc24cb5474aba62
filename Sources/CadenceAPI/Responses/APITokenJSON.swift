import CadenceServices

/// A personal API token as listed (`GET /api/v1/tokens`): `{"id", "name", "createdAt",
/// "lastUsedAt", "revokedAt"}`, never its secret; absent instants are `null`.
struct APITokenJSON: Codable, Sendable, Hashable {
    var id: Int64
    var name: String
    var createdAt: String
    @NullWhenAbsent var lastUsedAt: String?
    @NullWhenAbsent var revokedAt: String?

    init(_ token: APIToken) {
        id = token.id
        name = token.name
        createdAt = ContractJSON.instant(token.createdAt)
        lastUsedAt = token.lastUsedAt.map(ContractJSON.instant)
        revokedAt = token.revokedAt.map(ContractJSON.instant)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, createdAt, lastUsedAt, revokedAt
    }
}
