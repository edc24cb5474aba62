import CadenceCore
import Foundation

/// A store user (docs/domain-rules.md §8). A local single-user store has one default user.
public struct User: Sendable, Hashable, Codable, Identifiable {
    public var id: UserID
    public var name: String
    public var createdAt: Date

    public init(id: UserID, name: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }
}
