import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `POST /api/v1/checkins`: a check-in for the habit an automation names (docs/domain-rules.md §3
/// "Check-in by name", docs/automation.md). The habit resolves as on the command line and in the
/// MCP tools; the check-in is then the per-habit route's (`CheckInController.add`).
struct NamedCheckInController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.post("checkins", use: add)
        return routes
    }

    /// Resolves the body's `habit`, then adds the check-in; an ambiguous name is a 409 listing
    /// the candidates, and nothing is written.
    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(NamedCheckInInput.self, schema: "CheckInByName", from: request)
        let habit = try await resolve(input.habit, for: user)
        let header = request.headers.first { $0.name.canonicalName == "idempotency-key" }?.value
        return try await CheckInController(dependencies: dependencies).add(input.checkIn, header: header, to: habit.id, for: user)
    }

    private func resolve(_ reference: String, for user: UserID) async throws -> Habit {
        let text = reference.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw CadenceError(.nameEmpty, field: "habit", "name the habit to check in") }
        let habits = try await dependencies.service.habits(of: user, includeArchived: true)
        switch HabitReference.match(text, among: habits) {
        case .found(let habit):
            return habit
        case .ambiguous(let candidates):
            let refusal = HabitReference.ambiguity(text, candidates: candidates)
            throw HTTPRefusal(
                .conflict, code: CadenceError.Code.ambiguous.rawValue, refusal.message,
                fieldErrors: [ProblemDetails.FieldError(field: "habit", code: CadenceError.Code.ambiguous.rawValue, message: refusal.message)],
                candidates: candidates.map { ProblemDetails.Candidate(id: $0.id, name: $0.name) })
        case .none:
            return try HabitReference.resolve(text, among: habits)
        }
    }
}
