import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/habits`: list (`?archived=true` includes archived ones, as `cadence habit list
/// --archived` does), create (from scratch or a preset), get, patch, delete, archive,
/// unarchive and move. Every call goes through `CadenceService`, scoped to the signed-in user.
struct HabitController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.post(use: create)
        routes.get("{id}", use: show)
        routes.patch("{id}", use: update)
        routes.delete("{id}", use: delete)
        routes.post("{id}/archive", use: archive)
        routes.post("{id}/unarchive", use: unarchive)
        routes.post("{id}/move", use: move)
        return routes
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let archived = try QueryParameters(request: request).boolean("archived") ?? false
        let habits = try await dependencies.service.habits(of: user, includeArchived: archived)
        return try JSONResponse.make(try await dependencies.habitJSON(habits, for: user))
    }

    @Sendable func create(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(HabitInput.self, schema: "HabitCreate", from: request)
        let habit: Habit
        if let preset = input.presetId {
            let patch = try input.patch()
            habit = try await dependencies.service.createHabit(fromPreset: preset, for: user) { patch.apply(to: &$0) }
        } else {
            var draft = HabitDraft(name: "")
            try input.patch().apply(to: &draft)
            habit = try await dependencies.service.createHabit(draft, for: user)
        }
        let body = try await dependencies.habitJSON([habit], for: user)[0]
        return try JSONResponse.make(body, status: .created, headers: [.location: "/api/v1/habits/\(habit.id)"])
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let habit = try await dependencies.service.habit(try PathParameters(context: context).id("id", of: "habit"), of: user)
        return try JSONResponse.make(try await dependencies.habitJSON([habit], for: user)[0])
    }

    /// Replaces the given top-level fields of the habit (`null` clears an optional one), by the
    /// habit-edit rule (`HabitPatch`): a new `unit` without a `goalType` implies its goal type, as
    /// on the command line and the web.
    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let current = try await dependencies.service.habit(id, of: user)
        let body = try await dependencies.bodies.object(schema: "HabitPatch", from: request)
        let input: HabitInput
        do {
            input = try JSONValue.object(body.filter { $0.value != .null }).decoded(as: HabitInput.self)
        } catch {
            throw HTTPRefusal.malformedBody(DecodingFailureText.message(for: error))
        }
        let cleared = Set(body.filter { $0.value == .null }.keys).intersection(HabitInput.clearableKeys)
        var draft = HabitDraft(current)
        try input.patch(clearing: cleared).apply(to: &draft)
        let habit = try await dependencies.service.updateHabit(id, with: draft, for: user)
        return try JSONResponse.make(try await dependencies.habitJSON([habit], for: user)[0])
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await dependencies.service.deleteHabit(try PathParameters(context: context).id("id", of: "habit"), for: user)
        return JSONResponse.noContent()
    }

    @Sendable func archive(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let habit = try await dependencies.service.archiveHabit(id, for: user)
        return try JSONResponse.make(try await dependencies.habitJSON([habit], for: user)[0])
    }

    @Sendable func unarchive(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let habit = try await dependencies.service.unarchiveHabit(id, for: user)
        return try JSONResponse.make(try await dependencies.habitJSON([habit], for: user)[0])
    }

    /// Moves a habit to a 1-based position among the active habits; answers the new order.
    @Sendable func move(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let input = try await dependencies.bodies.decode(MoveInput.self, schema: "MoveInput", from: request)
        let habits = try await dependencies.service.moveHabit(id, toPosition: input.position, for: user)
        return try JSONResponse.make(try await dependencies.habitJSON(habits, for: user))
    }
}
