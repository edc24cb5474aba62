/// `{"position"}`: a 1-based position to move a habit or category to (schema `MoveInput`).
struct MoveInput: Codable, Sendable {
    var position: Int
}
