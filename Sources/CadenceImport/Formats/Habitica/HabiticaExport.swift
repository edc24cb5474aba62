import Foundation

/// The part of Habitica's user data export Cadence reads (docs/import-export.md "Habitica"):
/// the user document's `tasks`, grouped by type (`dataexport.js` groups them as `habits`,
/// `dailys`, `todos`, `rewards`). Everything else in the user document is skipped unread.
struct HabiticaExport: Decodable {
    let tasks: Lists

    /// The task lists; a missing list is empty (the export only writes the types the user has;
    /// docs/import-export.md "Habitica").
    struct Lists: Decodable {
        let habits: [HabiticaTask]
        let dailys: [HabiticaTask]
        let todos: [HabiticaTask]
        let rewards: [HabiticaTask]

        private enum CodingKeys: String, CodingKey {
            case habits, dailys, todos, rewards
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            habits = try container.decodeIfPresent([HabiticaTask].self, forKey: .habits) ?? []
            dailys = try container.decodeIfPresent([HabiticaTask].self, forKey: .dailys) ?? []
            todos = try container.decodeIfPresent([HabiticaTask].self, forKey: .todos) ?? []
            rewards = try container.decodeIfPresent([HabiticaTask].self, forKey: .rewards) ?? []
        }
    }
}
