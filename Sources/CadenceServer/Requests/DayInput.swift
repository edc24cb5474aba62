import CadenceCore

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
        difficulty = members["difficulty"].map { $0.numberValue.map { Int($0) } }
        note = members["note"].map(\.stringValue)
    }
}
