import CadenceCore

/// The body of `POST /api/v1/habits/{id}/checkins` (schema `CheckInCreate`), the options of
/// `cadence done`: all optional — the amount defaults as the service decides, the date to
/// today, the time to now (or noon on a past day).
struct CheckInInput: Codable, Sendable {
    var amount: Double?
    var unit: String?
    var date: Day?
    /// `HH:MM`, local wall-clock time.
    var time: String?
    var note: String?
    /// docs/domain-rules.md §3 "Client ids": a repeat of a request with this id records nothing.
    var clientId: String?

    /// The time as hour and minute (the schema has checked its shape).
    var timeOfDay: (hour: Int, minute: Int)? {
        guard let time else { return nil }
        let parts = time.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        return (parts[0], parts[1])
    }
}
