/// Sign-in (schema `SignIn`).
struct SignInInput: Codable, Sendable {
    var username: String
    var password: String
}
