import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/challenges` (docs/domain-rules.md "§26 Challenges"): make one with a
/// habit definition and invite partners, join with a new or an existing habit, invite more, list,
/// and the leaderboard. Every route answers 403 `partnersOff` when partners are off.
struct ChallengeController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.post(use: create)
        routes.get("{id}", use: show)
        routes.post("{id}/join", use: join)
        routes.post("{id}/invite", use: invite)
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
        return try JSONResponse.make(try await service.challenges(of: user).map { ChallengeSummaryJSON($0, viewer: user) })
    }

    /// `{"name", "habit": {…as POST /api/v1/habits takes it, without presetId…}, "start", "end", "invite": [partnerIds]}`.
    @Sendable func create(_ request: Request, context: Context) async throws -> Response {
        let user = try signedIn(context)
        let input = try await dependencies.bodies.decode(ChallengeInput.self, schema: "ChallengeCreate", from: request)
        guard input.habit.presetId == nil else {
            throw CadenceError(.challengeInvalid, field: "habit.presetId", "a challenge's habit is a definition, not a preset")
        }
        var draft = HabitDraft(name: "")
        try input.habit.patch().apply(to: &draft)
        let board = try await service.createChallenge(
            name: input.name, habit: draft, start: input.start, end: input.end, invite: input.invite ?? [], for: user)
        return try JSONResponse.make(ChallengeJSON(board), status: .created, headers: [.location: "/api/v1/challenges/\(board.challenge.id)"])
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let user = try signedIn(context)
        return try JSONResponse.make(
            ChallengeJSON(try await service.challengeBoard(try PathParameters(context: context).id("id", of: "challenge"), for: user)))
    }

    /// `{"habitId"}` links one of the caller's habits; `{}` makes one from the maker's definition.
    @Sendable func join(_ request: Request, context: Context) async throws -> Response {
        let user = try signedIn(context)
        let id = try PathParameters(context: context).id("id", of: "challenge")
        let input = try await dependencies.bodies.decode(ChallengeJoinInput.self, schema: "ChallengeJoin", from: request, required: false)
        return try JSONResponse.make(ChallengeJSON(try await service.joinChallenge(id, habit: input.habitId, for: user)))
    }

    @Sendable func invite(_ request: Request, context: Context) async throws -> Response {
        let user = try signedIn(context)
        let id = try PathParameters(context: context).id("id", of: "challenge")
        let input = try await dependencies.bodies.decode(ChallengeInviteInput.self, schema: "ChallengeInvite", from: request)
        return try JSONResponse.make(ChallengeJSON(try await service.inviteToChallenge(id, partners: input.partners, by: user)))
    }
}

/// The body of `POST /api/v1/challenges` (schema `ChallengeCreate`).
struct ChallengeInput: Codable, Sendable {
    var name: String
    var habit: HabitInput
    var start: Day
    var end: Day
    var invite: [Int64]?
}

/// The body of `POST /api/v1/challenges/{id}/join` (schema `ChallengeJoin`): `{"habitId"}` or `{}`.
struct ChallengeJoinInput: Codable, Sendable {
    var habitId: Int64?
}

/// The body of `POST /api/v1/challenges/{id}/invite` (schema `ChallengeInvite`): `{"partners": [ids]}`.
struct ChallengeInviteInput: Codable, Sendable {
    var partners: [Int64]
}
