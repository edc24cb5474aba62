import Foundation

/// The server's VAPID key pair (RFC 8292; docs/domain-rules.md "§15 Web Push"): made
/// once per server, kept in the store, replaced by `cadence push rotate-keys`. `publicKey` is
/// the uncompressed P-256 point (65 bytes) and `privateKey` the 32-byte scalar, both base64url.
public struct PushKey: Sendable, Hashable {
    public var publicKey: String
    public var privateKey: String
    public var createdAt: Date

    public init(publicKey: String, privateKey: String, createdAt: Date) {
        self.publicKey = publicKey
        self.privateKey = privateKey
        self.createdAt = createdAt
    }
}
