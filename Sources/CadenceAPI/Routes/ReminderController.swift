import CadenceCore
import CadenceHTTP
import CadenceServices
import Foundation
import Hummingbird

/// Reminders and their plan (docs/domain-rules.md §9; the same rules and JSON as `cadence
/// remind`): `/api/v1/habits/{id}/reminders` (list, add), `/api/v1/reminders` (all, `due`, turn
/// on or off, delete).
struct ReminderController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var habitEndpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("{id}/reminders", use: listOfHabit)
        routes.post("{id}/reminders", use: add)
        return routes
    }

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.get("due", use: due)
        routes.patch("{id}", use: update)
        routes.delete("{id}", use: delete)
        return routes
    }

    @Sendable func listOfHabit(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let habit = try await dependencies.service.habit(try PathParameters(context: context).id("id", of: "habit"), of: user)
        let rows = try await dependencies.service.reminderEntries(of: user, habit: habit.id)
        return try JSONResponse.make(rows.map { ReminderEntryJSON($0.entry, habit: $0.habit) })
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let habit = try await dependencies.service.habit(try PathParameters(context: context).id("id", of: "habit"), of: user)
        let input = try await dependencies.bodies.decode(ReminderInput.self, schema: "ReminderCreate", from: request)
        let added = try await dependencies.service.addReminder(try input.reminder(), to: habit.id, for: user)
        return try JSONResponse.make(ReminderEntryJSON(added, habit: habit), status: .created)
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let rows = try await dependencies.service.reminderEntries(of: user)
        return try JSONResponse.make(rows.map { ReminderEntryJSON($0.entry, habit: $0.habit) })
    }

    /// `?from=&to=`: ISO 8601 instants (default: now to 24 hours later).
    @Sendable func due(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let query = QueryParameters(request: request)
        let firings = try await dependencies.service.reminderFirings(
            for: user, from: try query.instant("from"), to: try query.instant("to"))
        return try JSONResponse.make(firings.map(ReminderFiringJSON.init))
    }

    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "reminder")
        let input = try await dependencies.bodies.decode(ReminderPatchInput.self, schema: "ReminderPatch", from: request)
        let entry = try await dependencies.service.setReminderActive(input.active, id, for: user)
        let habit = try await dependencies.service.habit(entry.habitID, of: user)
        return try JSONResponse.make(ReminderEntryJSON(entry, habit: habit))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await dependencies.service.deleteReminder(try PathParameters(context: context).id("id", of: "reminder"), for: user)
        return JSONResponse.noContent()
    }
}
