import CadenceCore

/// The body of `POST /api/v1/habits/{id}/skips` (schema `SkipRange`): skip (or, with
/// `skipped: false`, count again) every day from `from` through `to`.
struct SkipInput: Codable, Sendable {
    var from: Day
    var to: Day
    var skipped: Bool?
}
