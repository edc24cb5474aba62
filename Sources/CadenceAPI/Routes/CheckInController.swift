import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// A habit's check-ins and days (docs/domain-rules.md §3): list check-ins by date range with paging,
/// add one (a tap), set a day's total, skip, difficulty and note, undo a day's latest
/// check-in, skip a range of days, and delete one check-in by id.
struct CheckInController {
    typealias Context = CadenceRequestContext

    /// Check-ins per page when `limit` is not given, and the most a page holds.
    static let defaultPageSize = 100
    static let maximumPageSize = 1000

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("habits/{id}/checkins", use: list)
        routes.post("habits/{id}/checkins", use: add)
        routes.get("habits/{id}/days", use: records)
        routes.get("habits/{id}/days/{date}", use: day)
        routes.put("habits/{id}/days/{date}", use: setDay)
        routes.delete("habits/{id}/days/{date}/last", use: undo)
        routes.post("habits/{id}/skips", use: skip)
        routes.delete("checkins/{id}", use: delete)
        return routes
    }

    /// Check-ins ordered by day, instant and id, `limit` at a time from `offset`; the next
    /// page's address is in the `Link` header (`rel="next"`) and the count in `X-Total-Count`.
    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let query = QueryParameters(request: request)
        let habit = try await dependencies.service.habit(try PathParameters(context: context).id("id", of: "habit"), of: user)
        let limit = try query.integer("limit", in: 1...Self.maximumPageSize) ?? Self.defaultPageSize
        let offset = try query.integer("offset", in: 0...Int.max / 2) ?? 0
        let entries = try await dependencies.service.entries(
            of: habit.id, for: user, from: try query.day("from"), through: try query.day("to"))
        let page = entries.dropFirst(offset).prefix(limit)
        var headers = HTTPFields()
        headers.set("X-Total-Count", String(entries.count))
        if offset + page.count < entries.count {
            var next = "/api/v1/habits/\(habit.id)/checkins?limit=\(limit)&offset=\(offset + page.count)"
            if let from = query.string("from") { next += "&from=\(from)" }
            if let to = query.string("to") { next += "&to=\(to)" }
            headers.set("Link", "<\(next)>; rel=\"next\"")
        }
        return try JSONResponse.make(page.map { EntryJSON($0, habit: habit) }, headers: headers)
    }

    /// Adds a check-in (`cadence done`); answers the check-ins it recorded (a simple habit's
    /// amount n records n check-ins). The habit is read by the check-in's own decision
    /// (docs/domain-rules.md §6 "One write"), not before it.
    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let habitID = try PathParameters(context: context).id("id", of: "habit")
        let input = try await dependencies.bodies.decode(
            CheckInInput.self, schema: "CheckInCreate", from: request, required: false)
        let header = request.headers.first { $0.name.canonicalName == "idempotency-key" }?.value
        return try await add(input, header: header, to: habitID, for: user)
    }

    /// Adds the check-in `input` describes to the habit `habitID`; `header` is the request's
    /// `Idempotency-Key`. Shared with `POST /api/v1/checkins` (`NamedCheckInController`).
    func add(_ input: CheckInInput, header: String?, to habitID: HabitID, for user: UserID) async throws -> Response {
        // docs/domain-rules.md §3 "Client ids": the body's `clientId` or the `Idempotency-Key`
        // header makes a retry safe (200 with what the first request recorded).
        if let header, let body = input.clientId, header != body {
            throw CadenceError(.clientIdInvalid, field: "clientId", "the body's clientId and the Idempotency-Key header differ")
        }
        let receipt = try await dependencies.service.checkInReceipt(
            to: habitID, for: user, amount: input.amount, unit: input.unit, on: input.date, time: input.timeOfDay,
            note: input.note, clientID: input.clientId ?? header)
        return try JSONResponse.make(
            receipt.checkIns.map { EntryJSON($0, habit: receipt.habit) }, status: receipt.isRepeat ? .ok : .created)
    }

    /// The day records (skips, difficulty, notes) in a range.
    @Sendable func records(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let query = QueryParameters(request: request)
        let id = try PathParameters(context: context).id("id", of: "habit")
        let records = try await dependencies.service.dayRecords(
            of: id, for: user, from: try query.day("from"), through: try query.day("to"))
        return try JSONResponse.make(records.map(DayRecordJSON.init))
    }

    @Sendable func day(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let parameters = PathParameters(context: context)
        let habit = try await dependencies.service.habit(try parameters.id("id", of: "habit"), of: user)
        return try JSONResponse.make(try await dayJSON(habit, day: try parameters.day("date"), for: user))
    }

    /// Sets what the body gives — the day's total (replacing its check-ins, `cadence set`),
    /// skip, difficulty and note — in one transaction (`CadenceService.updateDay`): when one
    /// field is refused, nothing is set.
    @Sendable func setDay(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let parameters = PathParameters(context: context)
        let habit = try await dependencies.service.habit(try parameters.id("id", of: "habit"), of: user)
        let day = try parameters.day("date")
        let input = DayInput(try await dependencies.bodies.object(schema: "DayUpdate", from: request))
        let service = dependencies.service
        try await service.updateDay(
            of: habit.id, for: user, on: day, total: input.total, unit: input.unit, skipped: input.skipped,
            difficulty: input.difficulty, note: input.note)
        return try JSONResponse.make(try await dayJSON(habit, day: day, for: user))
    }

    /// Removes the day's latest check-in (`cadence undo`); answers it. With an `Idempotency-Key`,
    /// once per key: a repeat removes nothing and answers 204.
    @Sendable func undo(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let parameters = PathParameters(context: context)
        let habit = try await dependencies.service.habit(try parameters.id("id", of: "habit"), of: user)
        let day = try parameters.day("date")
        // docs/domain-rules.md §3 "Client ids": with an Idempotency-Key, an undo is done once.
        if let key = request.headers.first(where: { $0.name.canonicalName == "idempotency-key" })?.value {
            guard let removed = try await dependencies.service.undoCheckIn(of: habit.id, for: user, on: day, clientID: key) else {
                return JSONResponse.noContent()
            }
            return try JSONResponse.make(EntryJSON(removed, habit: habit))
        }
        let removed = try await dependencies.service.undoCheckIn(of: habit.id, for: user, on: day)
        return try JSONResponse.make(EntryJSON(removed, habit: habit))
    }

    /// Skips (or counts again) a range of days (`cadence skip --from --to`).
    @Sendable func skip(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let habit = try await dependencies.service.habit(try PathParameters(context: context).id("id", of: "habit"), of: user)
        let input = try await dependencies.bodies.decode(SkipInput.self, schema: "SkipRange", from: request)
        let skipped = input.skipped ?? true
        try await dependencies.service.setSkipped(skipped, habit: habit.id, for: user, from: input.from, through: input.to)
        return try JSONResponse.make(SkipJSON(habit: habit, from: input.from, to: input.to, skipped: skipped))
    }

    /// Deletes one check-in by id (`cadence entry delete`); answers it.
    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "check-in")
        let removed = try await dependencies.service.deleteCheckIn(id, for: user)
        let habit = try await dependencies.service.habit(removed.habitID, of: user)
        return try JSONResponse.make(EntryJSON(removed, habit: habit))
    }

    private func dayJSON(_ habit: Habit, day: Day, for user: UserID) async throws -> HabitDayJSON {
        let checkIns = try await dependencies.service.entries(of: habit.id, for: user, from: day, through: day)
        let record = try await dependencies.service.dayRecords(of: habit.id, for: user, from: day, through: day).first
        return HabitDayJSON(habit: habit, day: day, checkIns: checkIns, record: record)
    }
}
