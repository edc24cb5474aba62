import CadenceCore
import CadenceServices
import MCP

/// What an assistant can read without calling a tool (docs/domain-rules.md §11 "Resources"):
/// `cadence://today` (the `today` JSON), `cadence://habits` (the habit list) and
/// `cadence://habits/{id}` (one habit's statistics), each the same JSON as the tool.
enum ResourceCatalog {
    static let todayURI = "cadence://today"
    static let habitsURI = "cadence://habits"
    static let habitPrefix = "cadence://habits/"

    static let resources: [Resource] = [
        Resource(
            name: "today", uri: todayURI, title: "Today",
            description: "Today's habits with progress and streaks.", mimeType: "application/json"),
        Resource(
            name: "habits", uri: habitsURI, title: "Habits",
            description: "The active habits with their definitions.", mimeType: "application/json"),
    ]

    static let templates: [Resource.Template] = [
        Resource.Template(
            uriTemplate: "cadence://habits/{id}", name: "habit-stats", title: "Habit statistics",
            description: "One habit's statistics by its id.", mimeType: "application/json")
    ]

    /// The contents at `uri`, or an `invalidParams` error naming what exists.
    static func read(_ uri: String, session: AssistantSession) async throws -> ReadResource.Result {
        let json: Value
        switch uri {
        case todayURI:
            json = try ToolOutput.value(of: TodayJSON(try await session.service.todayList(for: session.user)))
        case habitsURI:
            let habits = try await session.service.habits(of: session.user)
            let categories = try await session.service.categories(of: session.user)
            json = .object(["habits": try ToolOutput.value(of: habits.map { HabitJSON($0, categories: categories) })])
        default:
            guard uri.hasPrefix(habitPrefix), let id = HabitID(uri.dropFirst(habitPrefix.count)) else {
                throw MCPError.invalidParams("no resource at \(uri); read \(todayURI), \(habitsURI) or \(habitPrefix){id}")
            }
            do {
                let habit = try await session.service.habit(id, of: session.user)
                let statistics = try await session.service.statistics(of: habit.id, for: session.user)
                let routines = try await session.service.routineStatistics(holding: habit.id, for: session.user)
                let entries = routines.map { RoutineStatsEntryJSON($0.0, stats: $0.1) }
                json = try ToolOutput.value(of: StatsJSON(habit: habit, statistics: statistics, routines: entries))
            } catch let error as CadenceError {
                throw MCPError.invalidParams(error.message)
            }
        }
        return ReadResource.Result(contents: [.text(ToolOutput.compact(json), uri: uri, mimeType: "application/json")])
    }
}
