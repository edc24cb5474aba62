import CadenceCore
import Foundation

/// A person who signs in to the server. Its `id` is the store user it owns (docs/domain-rules.md §8).
public struct Account: Sendable, Hashable, Codable, Identifiable {
    public var id: UserID
    /// The sign-in name as it was chosen (compared case-insensitively).
    public var username: String
    public var role: AccountRole
    public var createdAt: Date

    public init(id: UserID, username: String, role: AccountRole, createdAt: Date) {
        self.id = id
        self.username = username
        self.role = role
        self.createdAt = createdAt
    }
}

/// What an account may do beyond its own data: the `owner` (the first account) manages the
/// server's settings; `member`s only their own data.
public enum AccountRole: String, Sendable, Hashable, Codable, CaseIterable {
    case owner, member
}

/// An account with its password hash, read only to check a password.
public struct AccountCredentials: Sendable, Hashable {
    public var account: Account
    /// The bcrypt hash (or another KDF's encoded hash) of the password.
    public var passwordHash: String

    public init(account: Account, passwordHash: String) {
        self.account = account
        self.passwordHash = passwordHash
    }
}
