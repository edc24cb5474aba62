import CadenceCore
import CadenceServices

/// What one tool call works with: the session, and the user's settings, calendar and today
/// as they were when the call began.
struct ToolContext: Sendable {
    let session: AssistantSession
    let settings: UserSettings
    let calendar: UserCalendar
    let today: Day
    /// The account's language for the texts a person reads (docs/domain-rules.md §28).
    let words: ToolWords

    var service: CadenceService { session.service }
    var user: UserID { session.user }

    /// The day a day argument names, or today.
    func day(_ expression: DayExpression?) -> Day {
        expression?.day(relativeTo: today) ?? today
    }

    /// The habit a reference names (id, name, unambiguous prefix; archived ones included), as
    /// the command line resolves it; an ambiguous reference fails with its candidates.
    func habit(_ reference: String) async throws -> Habit {
        let habits = try await service.habits(of: user, includeArchived: true)
        switch HabitReference.match(reference, among: habits) {
        case .found(let habit):
            return habit
        case .ambiguous(let candidates):
            throw AmbiguousHabit(reference: reference, candidates: candidates)
        case .none:
            return try HabitReference.resolve(reference, among: habits)
        }
    }

    /// The category a reference names, or `nil` when none was given.
    func categoryID(_ reference: String?) async throws -> CategoryID? {
        guard let reference else { return nil }
        return try await service.resolveCategory(reference, of: user).id
    }
}
