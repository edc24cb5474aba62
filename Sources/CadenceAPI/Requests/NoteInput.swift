/// The body of `POST /api/v1/notes` (schema `NoteCreate`) and `PATCH /api/v1/notes/{id}`
/// (schema `NotePatch`).
struct NoteInput: Codable, Sendable {
    var title: String?
    var content: String?
    var pinned: Bool?
}
