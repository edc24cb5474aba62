import Foundation

/// The rules for usernames, passwords and token names.
public enum AccountValidator {
    /// Usernames are 3–64 characters: ASCII letters, digits and `. _ - @ +` (an email address
    /// works), compared case-insensitively.
    public static let usernameLength = 3...64
    /// Passwords are 8–72 UTF-8 bytes: bcrypt reads only the first 72 bytes, so longer ones
    /// are refused rather than silently cut.
    public static let passwordBytes = 8...72
    /// Token names are 1–100 characters once trimmed.
    public static let tokenNameLength = 1...100

    /// The trimmed username, or `usernameInvalid`.
    public static func validatedUsername(_ username: String) throws(AccountError) -> String {
        let trimmed = username.trimmingCharacters(in: .whitespacesAndNewlines)
        guard usernameLength.contains(trimmed.count) else {
            throw AccountError(.usernameInvalid, field: "username", "a username has 3 to 64 characters")
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-@+")
        guard trimmed.allSatisfy({ allowed.contains($0) }) else {
            throw AccountError(
                .usernameInvalid, field: "username", "a username uses only letters, digits and . _ - @ +")
        }
        return trimmed
    }

    /// The key usernames are compared by.
    public static func usernameKey(_ username: String) -> String {
        username.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// Checks a new password's length.
    public static func validatePassword(_ password: String) throws(AccountError) {
        let bytes = password.utf8.count
        if bytes < passwordBytes.lowerBound {
            throw AccountError(.passwordTooShort, field: "password", "a password has at least 8 characters")
        }
        if bytes > passwordBytes.upperBound {
            throw AccountError(.passwordTooLong, field: "password", "a password has at most 72 bytes (bcrypt's limit)")
        }
    }

    /// The trimmed token name, or `tokenNameInvalid`.
    public static func validatedTokenName(_ name: String) throws(AccountError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard tokenNameLength.contains(trimmed.count) else {
            throw AccountError(.tokenNameInvalid, field: "name", "a token name has 1 to 100 characters")
        }
        return trimmed
    }
}
