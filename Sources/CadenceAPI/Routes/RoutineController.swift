import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/routines`: routines — list, add, show (with streak and rate), change, delete
/// (docs/domain-rules.md "§19 Routines"; the same rules and JSON as `cadence routine`).
struct RoutineController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.post(use: add)
        routes.get("{id}", use: show)
        routes.patch("{id}", use: update)
        routes.delete("{id}", use: delete)
        return routes
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let habits = try await dependencies.service.habits(of: user, includeArchived: true)
        return try JSONResponse.make(try await dependencies.service.routines(of: user).map { RoutineJSON($0, habits: habits) })
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(RoutineInput.self, schema: "RoutineCreate", from: request)
        let routine = try await dependencies.service.createRoutine(
            name: input.name ?? "", habits: input.habits ?? [], time: input.time, for: user)
        let habits = try await dependencies.service.habits(of: user, includeArchived: true)
        return try JSONResponse.make(
            RoutineJSON(routine, habits: habits), status: .created, headers: [.location: "/api/v1/routines/\(routine.id)"])
    }

    /// The routine with its streak, best streak, 30-day rate and whether it is done today.
    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let routine = try await routine(context: context, user: user)
        let habits = try await dependencies.service.habits(of: user, includeArchived: true)
        let stats = try await dependencies.service.routineStats(routine, for: user)
        return try JSONResponse.make(RoutineStatsJSON(RoutineJSON(routine, habits: habits), stats: stats))
    }

    /// Changes the given fields; `null` removes the time.
    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let routine = try await routine(context: context, user: user)
        let body = try await dependencies.bodies.object(schema: "RoutinePatch", from: request)
        let input: RoutineInput
        do {
            input = try JSONValue.object(body.filter { $0.value != .null }).decoded(as: RoutineInput.self)
        } catch {
            throw HTTPRefusal.malformedBody(DecodingFailureText.message(for: error))
        }
        let time: String?? = body["time"] == .null ? .some(nil) : input.time.map { $0 }
        let updated = try await dependencies.service.updateRoutine(
            routine.id, name: input.name, habits: input.habits, time: time, for: user)
        let habits = try await dependencies.service.habits(of: user, includeArchived: true)
        return try JSONResponse.make(RoutineJSON(updated, habits: habits))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await dependencies.service.deleteRoutine(try await routine(context: context, user: user).id, for: user)
        return JSONResponse.noContent()
    }

    private func routine(context: Context, user: UserID) async throws -> Routine {
        let id = try PathParameters(context: context).id("id", of: "routine")
        guard let found = try await dependencies.service.routines(of: user).first(where: { $0.id == id }) else {
            throw CadenceError(.notFound, field: "id", "no routine with id \(id)")
        }
        return found
    }
}

/// The body of `POST /api/v1/routines` and `PATCH /api/v1/routines/{id}` (schemas `RoutineCreate`,
/// `RoutinePatch`): `name`, `habits` (habit ids in order), `time` (`HH:MM`).
struct RoutineInput: Codable, Sendable {
    var name: String?
    var habits: [HabitID]?
    var time: String?
}
