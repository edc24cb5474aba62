import CadenceCore
import Foundation

/// How schedules are stored by every backend (docs/schema.md "Encodings"): the JSON of
/// `Schedule`'s `Codable` conformance, the same shape the command line and API use
/// (`{"type":"weekdays","days":[1,3,5]}`), with sorted keys — so a store copied between SQLite
/// and PostgreSQL keeps the very same text.
public enum StoredSchedule {
    /// Shared coders: habits are read often, and making a coder per row costs more than decoding.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()
    private static let decoder = JSONDecoder()

    /// The stored JSON of a schedule.
    public static func json(_ schedule: Schedule) throws -> String {
        String(decoding: try encoder.encode(schedule), as: UTF8.self)
    }

    /// The schedule stored as JSON.
    public static func schedule(_ json: String) throws -> Schedule {
        try decoder.decode(Schedule.self, from: Data(json.utf8))
    }
}
