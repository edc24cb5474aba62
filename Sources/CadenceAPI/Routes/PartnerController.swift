import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/partners` (docs/domain-rules.md "§25 Partners and shared habits"):
/// make an invite, accept one, list and end partnerships, and read what a partner shares. Every
/// route answers 403 `partnersOff` when the server's owner turned partners off.
struct PartnerController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.post("invites", use: invite)
        routes.post("accept", use: accept)
        routes.delete("{id}", use: end)
        routes.get("{id}/habits", use: habits)
        return routes
    }

    /// `GET`/`PUT /api/v1/habits/{id}/sharing`.
    var habitEndpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("{id}/sharing", use: sharing)
        routes.put("{id}/sharing", use: share)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    private func signedIn(_ context: Context) throws -> UserID {
        let user = try context.requireUser()
        try PartnerGate.require(dependencies.configuration)
        return user
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try signedIn(context)
        return try JSONResponse.make(try await service.partners(of: user).map(PartnerJSON.init))
    }

    /// 201 with the code and a link to send; 429 `partnerInviteLimitReached` past the daily limit.
    @Sendable func invite(_ request: Request, context: Context) async throws -> Response {
        let user = try signedIn(context)
        do {
            let invite = try await service.createPartnerInvite(for: user)
            let base = PartnerGate.base(of: request, configuration: dependencies.configuration)
            return try JSONResponse.make(PartnerInviteJSON(invite, base: base), status: .created)
        } catch let error as CadenceError where error.code == .partnerInviteLimitReached {
            throw HTTPRefusal(.tooManyRequests, code: error.code.rawValue, error.message, retryAfter: 3_600)
        }
    }

    @Sendable func accept(_ request: Request, context: Context) async throws -> Response {
        let user = try signedIn(context)
        let input = try await dependencies.bodies.decode(PartnerAcceptInput.self, schema: "PartnerAccept", from: request)
        return try JSONResponse.make(PartnerJSON(try await service.acceptPartnerInvite(code: input.code, by: user)), status: .created)
    }

    @Sendable func end(_ request: Request, context: Context) async throws -> Response {
        let user = try signedIn(context)
        try await service.endPartnership(try PathParameters(context: context).id("id", of: "partner"), by: user)
        return JSONResponse.noContent()
    }

    @Sendable func habits(_ request: Request, context: Context) async throws -> Response {
        let user = try signedIn(context)
        let id = try PathParameters(context: context).id("id", of: "partner")
        return try JSONResponse.make(try await service.partnerHabits(of: id, for: user).map(SharedHabitJSON.init))
    }

    @Sendable func sharing(_ request: Request, context: Context) async throws -> Response {
        let user = try signedIn(context)
        let habit = try PathParameters(context: context).id("id", of: "habit")
        return try JSONResponse.make(HabitSharingJSON(try await service.habitSharing(of: habit, for: user)))
    }

    /// `{"with": [partnerIds] | "all", "amounts": false}`; `[]` makes the habit private.
    @Sendable func share(_ request: Request, context: Context) async throws -> Response {
        let user = try signedIn(context)
        let habit = try PathParameters(context: context).id("id", of: "habit")
        let body = try await dependencies.bodies.object(schema: "HabitSharingUpdate", from: request)
        let withAll = body["with"]?.stringValue == "all"
        let ids = (body["with"]?.arrayValue ?? []).compactMap { $0.numberValue.flatMap { NumericBoundary.integer64($0) } }
        let amounts = body["amounts"]?.boolValue ?? false
        let sharing = try await service.shareHabit(habit, withAll: withAll, partnerships: ids, amounts: amounts, for: user)
        return try JSONResponse.make(HabitSharingJSON(sharing))
    }
}

/// The body of `POST /api/v1/partners/accept` (schema `PartnerAccept`): `{"code"}`.
struct PartnerAcceptInput: Codable, Sendable {
    var code: String
}
