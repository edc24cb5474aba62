import CadenceCore

/// Who made a request: the user every operation is scoped to (docs/domain-rules.md §8), and the
/// credential that proved it.
public struct Identity: Sendable, Hashable {
    /// A browser session (its token's digest, to sign out) or a personal API token (its id).
    public enum Credential: Sendable, Hashable {
        case session(tokenHash: String)
        case apiToken(id: Int64)
    }

    public var user: UserID
    public var credential: Credential
    /// The user's data revision read with the credential (`AccountService.dataRevision(of:)`).
    public var dataRevision: Int64

    public init(user: UserID, credential: Credential, dataRevision: Int64) {
        self.user = user
        self.credential = credential
        self.dataRevision = dataRevision
    }
}
