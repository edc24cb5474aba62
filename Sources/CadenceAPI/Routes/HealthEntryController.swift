import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/health`: health entries — list, record, delete — and the summary over N days
/// (docs/domain-rules.md §12 "Health"; the same rules and JSON as `cadence health`).
struct HealthEntryController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.post(use: add)
        routes.get("summary", use: summary)
        routes.delete("{id}", use: delete)
        routes.post("{id}/restore", use: restore)
        return routes
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let query = QueryParameters(request: request)
        let type = try query.string("type").map { text throws(HTTPRefusal) -> HealthType in
            guard let type = HealthType(rawValue: text) else {
                throw HTTPRefusal.invalidParameter("type", "expected sleep, steps, mood, water or weight, got '\(text)'")
            }
            return type
        }
        let today = try await dependencies.service.today(for: user)
        let last = try query.day("to") ?? today
        let first = try query.day("from") ?? last.adding(days: -6)
        let entries = try await dependencies.service.healthEntries(of: user, type: type, from: first, through: last)
        return try JSONResponse.make(entries.map(HealthEntryJSON.init))
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(HealthEntryInput.self, schema: "HealthEntryCreate", from: request)
        // docs/domain-rules.md §12 "Health": the body's `clientId` or the `Idempotency-Key` header
        // makes a retry safe (200 with the entry the first request recorded), as for check-ins.
        let header = request.headers.first { $0.name.canonicalName == "idempotency-key" }?.value
        if let header, let body = input.clientId, header != body {
            throw CadenceError(.clientIdInvalid, field: "clientId", "the body's clientId and the Idempotency-Key header differ")
        }
        // A replaced day value answers 200 with `"replaced": true`.
        let saved = try await dependencies.service.saveHealthEntry(
            type: input.type, value: input.value, unit: input.unit, on: input.date, note: input.note,
            clientID: input.clientId ?? header, for: user)
        return try JSONResponse.make(HealthEntryJSON(saved), status: saved.replaced || saved.isRepeat ? .ok : .created)
    }

    @Sendable func summary(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let days = try QueryParameters(request: request).integer("days", in: 1...3_660) ?? 7
        return try JSONResponse.make(HealthSummaryJSON(try await dependencies.service.healthSummary(for: user, days: days)))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "health entry")
        try await dependencies.service.deleteHealthEntry(id, for: user)
        return JSONResponse.noContent()
    }

    /// docs/domain-rules.md "§14 Undo and the trash": puts a deleted entry back with its
    /// id; 404 `notInTrash` when the trash does not hold it.
    @Sendable func restore(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "health entry")
        return try JSONResponse.make(HealthEntryJSON(try await dependencies.service.restoreHealthEntry(id, for: user)))
    }
}
