import CadenceCore
import CadenceStorage

/// A habit named by id and name, inside other shapes (`stats`, `skip`, `calendar`).
///
/// JSON: `{"id": 3, "name": "Run"}`.
public struct HabitReferenceJSON: Codable, Sendable, Hashable {
    public var id: HabitID
    public var name: String

    public init(id: HabitID, name: String) {
        self.id = id
        self.name = name
    }

    public init(_ habit: Habit) {
        self.init(id: habit.id, name: habit.name)
    }
}
