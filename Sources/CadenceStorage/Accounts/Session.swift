import CadenceCore
import Foundation

/// A signed-in browser session, stored server-side so that several server processes can share
/// it. The browser holds the random token; the store only its SHA-256 digest.
public struct Session: Sendable, Hashable {
    /// Hex SHA-256 of the session token.
    public var tokenHash: String
    public var user: UserID
    public var createdAt: Date
    /// The session is refused from this instant on.
    public var expiresAt: Date

    public init(tokenHash: String, user: UserID, createdAt: Date, expiresAt: Date) {
        self.tokenHash = tokenHash
        self.user = user
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
