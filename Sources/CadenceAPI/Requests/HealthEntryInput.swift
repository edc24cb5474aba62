import CadenceCore

/// The body of `POST /api/v1/health` (schema `HealthEntryCreate`), the options of
/// `cadence health add`.
struct HealthEntryInput: Codable, Sendable {
    var type: HealthType
    var value: Double
    var unit: String?
    var date: Day?
    var note: String?
    /// docs/domain-rules.md §12 "Health": a repeat of a request with this id records nothing.
    var clientId: String?
}
