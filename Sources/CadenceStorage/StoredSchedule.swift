import CadenceCore
import Foundation
import Synchronization

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

    /// Schedules already decoded, by their stored text: a person's habits share a handful of
    /// texts (`{"type":"daily"}` most of all), and every habit read decodes one — in a check-in's
    /// write transaction too, where `JSONDecoder` was a third of reading the habit
    /// (docs/benchmarks.md "Issue #36, fourth round"). Decoding is a function of the text alone.
    private static let decoded = Mutex<[String: Schedule]>([:])
    /// The most texts kept; past it the table starts again.
    static let decodedCapacity = 512

    /// The schedule stored as JSON.
    public static func schedule(_ json: String) throws -> Schedule {
        if let known = decoded.withLock({ $0[json] }) { return known }
        let schedule = try decoder.decode(Schedule.self, from: Data(json.utf8))
        decoded.withLock { table in
            if table.count >= decodedCapacity { table.removeAll() }
            table[json] = schedule
        }
        return schedule
    }
}
