import CadenceCore
import Foundation

/// A personal API token, sent as `Authorization: Bearer …` by scripts and other programs.
/// The secret is shown once when it is created; the store keeps its SHA-256 digest.
public struct APIToken: Sendable, Hashable, Identifiable {
    public typealias ID = Int64

    public var id: ID
    public var user: UserID
    /// What the person called it (`backup script`).
    public var name: String
    public var createdAt: Date
    public var lastUsedAt: Date?
    /// Set once revoked; a revoked token never authenticates again.
    public var revokedAt: Date?

    public init(id: ID, user: UserID, name: String, createdAt: Date, lastUsedAt: Date? = nil, revokedAt: Date? = nil) {
        self.id = id
        self.user = user
        self.name = name
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.revokedAt = revokedAt
    }

    public var isRevoked: Bool { revokedAt != nil }
}
