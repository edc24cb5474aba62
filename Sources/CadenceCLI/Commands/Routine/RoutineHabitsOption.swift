import CadenceCore
import CadenceServices

/// The habits of `--habits "Water,Meditate,Stretch"`, in order, each resolved as `cadence done`
/// resolves a habit (a name, its unique prefix, or an id).
enum RoutineHabitsOption {
    static func ids(_ text: String, context: CommandContext) async throws -> [HabitID] {
        var ids: [HabitID] = []
        for reference in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !reference.isEmpty {
            ids.append(try await context.service.resolveHabit(reference, of: context.user, includeArchived: false).id)
        }
        return ids
    }

    /// The routine as its JSON, its habits named.
    static func json(_ routine: Routine, context: CommandContext) async throws -> RoutineJSON {
        RoutineJSON(routine, habits: try await context.service.habits(of: context.user, includeArchived: true))
    }

    /// "Morning (id 1) at 07:00: Water → Meditate → Stretch".
    static func line(_ json: RoutineJSON) -> String {
        let time = json.time.map { " at \($0)" } ?? ""
        return "\(json.name) (id \(json.id))\(time): " + json.habits.map(\.name).joined(separator: " → ")
    }
}
