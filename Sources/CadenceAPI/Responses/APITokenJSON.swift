import CadenceStore

/// A personal API token as listed (`GET /api/v1/tokens`): `{"id", "name", "createdAt",
/// "lastUsedAt", "revokedAt"}`, never its secret; absent instants are `null`.
struct APITokenJSON: Codable, Sendable, Hashable {
    var id: Int64
    var name: String
    var createdAt: String
    var lastUsedAt: String?
    var revokedAt: String?

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

    /// Writes every key, absent instants as `null`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(lastUsedAt, forKey: .lastUsedAt)
        try container.encode(revokedAt, forKey: .revokedAt)
    }
}
