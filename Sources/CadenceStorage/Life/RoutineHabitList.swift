import CadenceCore

/// How a routine's ordered habits are stored (docs/schema.md "v16-routines"): their ids,
/// comma-separated, in order. Every backend writes and reads them through this one place.
public enum RoutineHabitList {
    public static func text(_ ids: [HabitID]) -> String {
        ids.map(String.init).joined(separator: ",")
    }

    /// The ids of a stored list; anything that is not an id is left out.
    public static func ids(_ text: String) -> [HabitID] {
        text.split(separator: ",").compactMap { HabitID($0) }
    }
}
