/// The answer to a password change (schema `PasswordChanged`): how many API tokens it revoked.
struct PasswordChangedJSON: Codable, Sendable, Hashable {
    var revokedTokens: Int
}
