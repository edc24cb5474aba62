/// A credential (a `Session` or an `APIToken`) as a request proves it, with its user's data
/// revision read in the same access — so that the server can serve a cached derived answer
/// with no second read (`AccountStore.dataRevision(of:)`).
public struct Authenticated<Credential: Sendable & Hashable>: Sendable, Hashable {
    public var credential: Credential
    /// The user's data revision when the credential was read.
    public var dataRevision: Int64

    public init(_ credential: Credential, dataRevision: Int64) {
        self.credential = credential
        self.dataRevision = dataRevision
    }
}
