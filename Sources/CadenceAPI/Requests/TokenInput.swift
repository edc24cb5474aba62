/// A new API token (schema `TokenCreate`).
struct TokenInput: Codable, Sendable {
    var name: String
}
