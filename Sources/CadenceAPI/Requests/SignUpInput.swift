/// Sign-up (schema `SignUp`): a username, a password and optionally the new user's time zone.
struct SignUpInput: Codable, Sendable {
    var username: String
    var password: String
    var timeZone: String?
}
