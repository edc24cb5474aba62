/// `{"name"}`: a category to add or rename (schema `CategoryInput`).
struct CategoryInput: Codable, Sendable {
    var name: String
}
