import CadenceCore
import CadenceHTTP

/// The body of `PUT /api/v1/habits/{id}/days/{date}` (schema `DayUpdate`): what to set on
/// that day — its total (replacing its check-ins), skip, difficulty (`null` clears) and note
/// (`null` or empty clears). Absent fields are left as they are.
struct DayInput: Sendable {
    var total: Double?
    var unit: String?
    var skipped: Bool?
    /// `.some(nil)` clears the difficulty.
    var difficulty: Int??
    /// `.some(nil)` clears the note.
    var note: String??

    init(_ members: [String: JSONValue]) {
        total = members["total"]?.numberValue
        unit = members["unit"]?.stringValue
        skipped = members["skipped"]?.boolValue
        // The schema has checked that a difficulty is `null` or an integer (a safe one).
        difficulty = members["difficulty"].map { $0.integerValue }
        note = members["note"].map(\.stringValue)
    }
}
