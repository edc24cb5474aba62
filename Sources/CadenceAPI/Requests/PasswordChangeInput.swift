/// A password change (schema `PasswordChange`, docs/domain-rules.md §8): the API tokens are
/// revoked unless `keepTokens` is true.
struct PasswordChangeInput: Codable, Sendable {
    var currentPassword: String
    var newPassword: String
    var keepTokens: Bool?
}
