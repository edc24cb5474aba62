import CadenceCore

/// The body of `POST /api/v1/checkins` (schema `CheckInByName`): the habit by name, as an
/// automation knows it (iOS Shortcuts, Tasker, Home Assistant: docs/automation.md), and the
/// options of `POST /api/v1/habits/{id}/checkins`.
struct NamedCheckInInput: Codable, Sendable {
    /// A habit's id, name (case-insensitive), unambiguous name prefix or unambiguous prefix of a
    /// later word: docs/domain-rules.md §3 "Check-in by name".
    var habit: String
    var amount: Double?
    var unit: String?
    var date: Day?
    /// `HH:MM`, local wall-clock time.
    var time: String?
    var note: String?
    /// docs/domain-rules.md §3 "Client ids": a repeat of a request with this id records nothing.
    var clientId: String?

    /// The rest of the body, as the per-habit route takes it.
    var checkIn: CheckInInput {
        CheckInInput(amount: amount, unit: unit, date: date, time: time, note: note, clientId: clientId)
    }
}
